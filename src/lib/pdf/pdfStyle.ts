import type { jsPDF } from 'jspdf';
import type { PdfFonts } from './pdf-fonts';

/** What the issuer's PDFs share (the receipt; the demo's statement): the font and the colours. */
export const PDF_FONT = 'OpenSans';

export const PDF_COLORS = {
  /** The logo's red (src/components/Logo.tsx). */
  brand: '#b3202c',
  muted: '#5c636a',
  ink: '#1f2328',
} as const;

/** Embeds Open Sans: the text is real text (search, copy) and prints any name as written. */
export function addPdfFonts(doc: jsPDF, fonts: PdfFonts): void {
  doc.addFileToVFS('OpenSans-Regular.ttf', fonts.regular);
  doc.addFont('OpenSans-Regular.ttf', PDF_FONT, 'normal');
  doc.addFileToVFS('OpenSans-Bold.ttf', fonts.bold);
  doc.addFont('OpenSans-Bold.ttf', PDF_FONT, 'bold');
}
