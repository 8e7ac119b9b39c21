import type { jsPDF } from 'jspdf';
import { PDF_LOGO } from './pdfStyle';

/** The issuer's logo with jsPDF, `scale` points per unit of its view box (PDF_LOGO). */
export function drawLogo(doc: jsPDF, x: number, y: number, scale: number, font: string): void {
  const at = (value: number) => value * scale;
  const { card, chip, stripe, word } = PDF_LOGO;
  for (const box of [card, chip]) {
    doc.setFillColor(box.color);
    const radius = at(box.radius);
    doc.roundedRect(
      x + at(box.x),
      y + at(box.y),
      at(box.width),
      at(box.height),
      radius,
      radius,
      'F',
    );
  }
  doc.setDrawColor(stripe.color);
  doc.setLineWidth(at(stripe.width));
  doc.setLineCap('round');
  doc.line(x + at(stripe.x1), y + at(stripe.y), x + at(stripe.x2), y + at(stripe.y));
  doc.setTextColor(word.color);
  doc.setFont(font, 'bold');
  doc.setFontSize(at(word.size));
  doc.text(word.text, x + at(word.x), y + at(word.y));
}
