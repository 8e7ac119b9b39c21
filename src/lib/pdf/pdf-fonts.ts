import regular from 'open-sans-fontface/fonts/Regular/OpenSans-Regular.ttf';
import bold from 'open-sans-fontface/fonts/Bold/OpenSans-Bold.ttf';

/** TrueType fonts (bytes as base64): any character of a name prints as it is written. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

/**
 * Open Sans for the PDFs, as data URLs inside the chunk that asks for them (webpack.config.ts):
 * only a page asked for a PDF loads them. Jest reads the files from disk (jest.config.js).
 */
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

export async function loadPdfFonts(): Promise<PdfFonts> {
  return { regular: base64Of(regular), bold: base64Of(bold) };
}
