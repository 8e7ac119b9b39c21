import { formatMoney } from '../src/lib/money';
import type { CardholderRecord } from './records';

/**
 * A real one-page PDF (1.4, Helvetica, WinAnsi) of the cardholder's last statement, built by
 * hand so the mock API needs no PDF library. Returned as base64, as the provider sends it.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;

interface Line {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
}

/** Latin-1 only (WinAnsi covers Spanish); anything else becomes '?'. Parentheses and backslashes escaped. */
function pdfString(text: string): string {
  const latin1 = Array.from(text, (char) => (char.charCodeAt(0) < 256 ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (match) => `\\${match}`)})`;
}

function formatDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function statementLines(cardholder: CardholderRecord): Line[] {
  const lines: Line[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  const add = (text: string, options: Partial<Line> = {}) => {
    lines.push({ text, x: MARGIN, y, size: 11, ...options });
  };
  add('Tarjeta Ceibo', { size: 20, bold: true });
  y -= 22;
  add('Resumen de cuenta', { size: 14 });
  y -= 36;
  add(`Titular: ${cardholder.name}`, { bold: true });
  y -= 16;
  add(`Tarjeta terminada en ${cardholder.last_digits.slice(-4)}`);
  y -= 16;
  add(
    `Cierre: ${formatDay(cardholder.closing_date)}    Vencimiento: ${formatDay(cardholder.due_date)}`,
  );
  y -= 30;
  add(`Saldo del resumen: ${formatMoney(cardholder.balance)}`, { size: 14, bold: true });
  y -= 18;
  add(`Pago mínimo: ${formatMoney(cardholder.minimum_payment)}`);
  y -= 34;
  add('Movimientos', { size: 13, bold: true });
  y -= 20;
  for (const movement of cardholder.movements) {
    add(formatDay(movement.date));
    lines.push({ text: movement.description, x: MARGIN + 90, y, size: 11 });
    const amount = formatMoney(movement.amount);
    // Right-align the amount roughly: Helvetica digits are about 0.55 em wide.
    lines.push({ text: amount, x: PAGE_WIDTH - MARGIN - amount.length * 6, y, size: 11 });
    y -= 16;
  }
  if (cardholder.movements.length === 0) {
    add('Sin movimientos en el período.');
    y -= 16;
  }
  y -= 24;
  add('Documento de demostración generado por el modo demo de Autogestión.', { size: 9 });
  return lines;
}

function contentStream(lines: Line[]): string {
  return lines
    .map(
      ({ text, x, y, size, bold }) =>
        `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`,
    )
    .join('\n');
}

/** The PDF's bytes as a binary string (every char code < 256). */
export function statementPdf(cardholder: CardholderRecord): string {
  const content = contentStream(statementLines(cardholder));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return pdf;
}

export function statementPdfBase64(cardholder: CardholderRecord): string {
  return btoa(statementPdf(cardholder));
}
