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

/**
 * The issuer's logo (src/components/Logo.tsx: a card with its chip and stripe, and the word
 * 'Ceibo') as the shapes each PDF draws, in units of the logo's 128 x 32 view box.
 */
export const PDF_LOGO = {
  card: { x: 0, y: 4, width: 36, height: 24, radius: 4, color: PDF_COLORS.brand },
  chip: { x: 5, y: 10, width: 9, height: 7, radius: 1.5, color: '#f6c945' },
  stripe: { x1: 5, x2: 25, y: 22, width: 2, color: '#ffffff' },
  word: { text: 'Ceibo', x: 44, y: 23, size: 20, color: PDF_COLORS.ink },
} as const;

/** Embeds Open Sans: the text is real text (search, copy) and prints any name as written. */
export function addPdfFonts(doc: jsPDF, fonts: PdfFonts): void {
  doc.addFileToVFS('OpenSans-Regular.ttf', fonts.regular);
  doc.addFont('OpenSans-Regular.ttf', PDF_FONT, 'normal');
  doc.addFileToVFS('OpenSans-Bold.ttf', fonts.bold);
  doc.addFont('OpenSans-Bold.ttf', PDF_FONT, 'bold');
}
