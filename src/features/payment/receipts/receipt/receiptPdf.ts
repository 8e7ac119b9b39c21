import { receiptsCopy } from '../copy';
import type { PaymentFacts } from '../paymentFacts';
import { textWidth } from './helvetica';
import { PDF_COLORS, PDF_LOGO } from '../../../../lib/pdf/pdfStyle';
import { A4, PdfPage } from './pdfPage';

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

/** The issuer's logo, `scale` points per unit of its view box (PDF_LOGO, as the statement's). */
function logo(page: PdfPage, x: number, y: number, scale: number): void {
  const at = (value: number) => value * scale;
  const { card, chip, stripe, word } = PDF_LOGO;
  for (const box of [card, chip]) {
    page.roundedBox(
      x + at(box.x),
      y + at(box.y),
      at(box.width),
      at(box.height),
      at(box.radius),
      box.color,
    );
  }
  page.line(
    x + at(stripe.x1),
    y + at(stripe.y),
    x + at(stripe.x2),
    y + at(stripe.y),
    stripe.color,
    at(stripe.width),
  );
  page.text(word.text, x + at(word.x), y + at(word.y), {
    style: 'bold',
    size: at(word.size),
    color: word.color,
  });
}

function header(page: PdfPage): number {
  logo(page, MARGIN, MARGIN - 6, 1.4);
  page.text(copy.title, A4.width - MARGIN, MARGIN + 16, {
    style: 'bold',
    size: 18,
    color: INK,
    align: 'right',
  });
  page.line(MARGIN, MARGIN + 44, A4.width - MARGIN, MARGIN + 44, BRAND, 2);
  return MARGIN + 44;
}

/** The amount, large. */
function amountBlock(page: PdfPage, data: ReceiptData, top: number): number {
  page.text(receiptsCopy.fields.amount, MARGIN, top + 36, {
    style: 'normal',
    size: 10,
    color: MUTED,
  });
  const amount = page.cut(data.amountText, 'bold', 28, A4.width - 2 * MARGIN);
  page.text(amount, MARGIN, top + 70, { style: 'bold', size: 28, color: INK });
  return top + 86;
}

/** Between a label and its value, at least. */
const GAP = 24;
const FONT_SIZE = 10.5;
/** A value's lines, 1.4 times its size apart: a line's letters never touch the next's. */
const LINE_HEIGHT = FONT_SIZE * 1.4;

/**
 * Label on the left, value on the right, a thin rule between rows. A value longer than the
 * room its label leaves (a long name, a long operation number) wraps, long words broken too,
 * up to its most lines: all of them at their most still end well above the footer.
 */
function rows(page: PdfPage, data: ReceiptData, top: number): number {
  const lines: [string, string | null, number][] = [
    [copy.holder, data.holder, 4],
    [copy.dni, data.maskedDni, 2],
    [receiptsCopy.fields.dateTime, data.dateTime || null, 2],
    [receiptsCopy.fields.method, data.method, 2],
    [receiptsCopy.fields.operation, data.id, 6],
    [copy.status, data.statusName, 2],
  ];
  const right = A4.width - MARGIN;
  let y = top;
  for (const [label, value, maxLines] of lines) {
    if (value === null) continue;
    y += 30;
    page.text(label, MARGIN, y, { style: 'normal', size: FONT_SIZE, color: MUTED });
    const room = right - MARGIN - textWidth(label, 'normal', FONT_SIZE) - GAP;
    const valueLines = page.wrap(value, 'bold', FONT_SIZE, room, maxLines);
    valueLines.forEach((line, index) => {
      const style = { style: 'bold', size: FONT_SIZE, color: INK, align: 'right' } as const;
      page.text(line, right, y + index * LINE_HEIGHT, style);
    });
    y += (valueLines.length - 1) * LINE_HEIGHT;
    page.line(MARGIN, y + 11, right, y + 11, '#dee2e6', 0.6);
  }
  return y + 11;
}

function footer(page: PdfPage, data: ReceiptData, top: number): void {
  const note = page.wrap(copy.countsOnceCredited, 'normal', 10, A4.width - 2 * MARGIN);
  note.forEach((line, index) =>
    page.text(line, MARGIN, top + 32 + index * 14, { style: 'normal', size: 10, color: INK }),
  );
  const small = { style: 'normal', size: 8.5, color: MUTED } as const;
  const issued = page.cut(
    `${copy.issuedAt} ${data.issuedAt}`,
    'normal',
    8.5,
    A4.width - 2 * MARGIN,
  );
  page.text(issued, MARGIN, A4.height - 52, small);
  page.text(copy.issuedBy, MARGIN, A4.height - 38, small);
}

/** The receipt of one payment: one A4 page, its text real text in Helvetica. */
export function receiptPdf(data: ReceiptData): Uint8Array<ArrayBuffer> {
  const page = new PdfPage();
  footer(page, data, rows(page, data, amountBlock(page, data, header(page))));
  return page.bytes({
    Title: `${copy.title} ${data.id}`,
    Subject: `${copy.title}: ${data.amountText}`,
    Author: copy.issuer,
    Creator: 'Autogestión',
  });
}
