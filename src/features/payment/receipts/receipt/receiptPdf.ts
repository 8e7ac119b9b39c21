import { jsPDF } from 'jspdf';
import { drawLogo } from '../../../../lib/pdf/drawLogo';
import type { PdfFonts } from '../../../../lib/pdf/pdf-fonts';
import { addPdfFonts, PDF_COLORS, PDF_FONT } from '../../../../lib/pdf/pdfStyle';
import { receiptsCopy } from '../copy';
import type { PaymentFacts } from '../paymentFacts';

/** What a receipt shows: the payment's facts, who paid, and when it was issued. */
export interface ReceiptData extends PaymentFacts {
  holder: string | null;
  /** '**.***.222'; null when this session does not know it. */
  maskedDni: string | null;
  /** '24-11-2026 16:52' */
  issuedAt: string;
}

const MARGIN = 48;
const copy = receiptsCopy.receipt;
const { brand: BRAND, muted: MUTED, ink: INK } = PDF_COLORS;

function header(doc: jsPDF, width: number): number {
  drawLogo(doc, MARGIN, MARGIN - 6, 1.4, PDF_FONT);
  doc.setFont(PDF_FONT, 'bold');
  doc.setFontSize(18);
  doc.setTextColor(INK);
  doc.text(copy.title, width - MARGIN, MARGIN + 16, { align: 'right' });
  doc.setDrawColor(BRAND);
  doc.setLineWidth(2);
  doc.line(MARGIN, MARGIN + 44, width - MARGIN, MARGIN + 44);
  return MARGIN + 44;
}

/** The amount, large, with the status when issued below it. */
function amountBlock(doc: jsPDF, data: ReceiptData, top: number): number {
  doc.setFont(PDF_FONT, 'normal');
  doc.setFontSize(10);
  doc.setTextColor(MUTED);
  doc.text(receiptsCopy.fields.amount, MARGIN, top + 36);
  doc.setFont(PDF_FONT, 'bold');
  doc.setFontSize(28);
  doc.setTextColor(INK);
  doc.text(data.amountText, MARGIN, top + 70);
  return top + 86;
}

/** Between a label and its value, at least. */
const GAP = 24;
/** A value's lines, 1.4 times its size apart: a line's letters never touch the next's. */
const LINE_HEIGHT_FACTOR = 1.4;

/**
 * Label on the left, value on the right, a thin rule between rows. A value longer than the
 * room its label leaves (a long name, a long operation number) wraps, long words broken too.
 */
function rows(doc: jsPDF, data: ReceiptData, width: number, top: number): number {
  const lines: [string, string | null][] = [
    [copy.holder, data.holder],
    [copy.dni, data.maskedDni],
    [receiptsCopy.fields.dateTime, data.dateTime || null],
    [receiptsCopy.fields.method, data.method],
    [receiptsCopy.fields.operation, data.id],
    [copy.statusWhenIssued, data.statusName],
  ];
  const fontSize = 10.5;
  let y = top;
  for (const [label, value] of lines) {
    if (value === null) continue;
    y += 30;
    doc.setFont(PDF_FONT, 'normal');
    doc.setFontSize(fontSize);
    doc.setTextColor(MUTED);
    doc.text(label, MARGIN, y);
    const room = width - 2 * MARGIN - doc.getTextWidth(label) - GAP;
    doc.setFont(PDF_FONT, 'bold');
    doc.setTextColor(INK);
    const valueLines = doc.splitTextToSize(value, room) as string[];
    doc.text(valueLines, width - MARGIN, y, {
      align: 'right',
      lineHeightFactor: LINE_HEIGHT_FACTOR,
    });
    y += (valueLines.length - 1) * fontSize * LINE_HEIGHT_FACTOR;
    doc.setDrawColor('#dee2e6');
    doc.setLineWidth(0.6);
    doc.line(MARGIN, y + 11, width - MARGIN, y + 11);
  }
  return y + 11;
}

function footer(doc: jsPDF, data: ReceiptData, width: number, top: number, height: number) {
  doc.setFont(PDF_FONT, 'normal');
  doc.setFontSize(10);
  doc.setTextColor(INK);
  const note = doc.splitTextToSize(copy.countsOnceCredited, width - 2 * MARGIN) as string[];
  doc.text(note, MARGIN, top + 32);
  doc.setFontSize(8.5);
  doc.setTextColor(MUTED);
  doc.text(`${copy.issuedAt} ${data.issuedAt}`, MARGIN, height - 52);
  doc.text(copy.issuedBy, MARGIN, height - 38);
}

/** The receipt of one payment: one A4 page, its text real text in Open Sans. */
export function receiptPdf(data: ReceiptData, fonts: PdfFonts): ArrayBuffer {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', putOnlyUsedFonts: true, compress: true });
  doc.setProperties({
    title: `${copy.title} ${data.id}`,
    subject: `${copy.title}: ${data.amountText}`,
    author: copy.issuer,
    creator: 'Autogestión',
  });
  addPdfFonts(doc, fonts);
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const top = amountBlock(doc, data, header(doc, width));
  footer(doc, data, width, rows(doc, data, width, top), height);
  return doc.output('arraybuffer');
}
