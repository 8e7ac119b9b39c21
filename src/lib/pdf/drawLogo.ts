import type { jsPDF } from 'jspdf';

/**
 * The issuer's logo (src/components/Logo.tsx: a card with its chip and stripe, and the word
 * 'Ceibo'), drawn with the same shapes in the PDF's vector graphics. `scale` points per unit
 * of the logo's 128 x 32 view box.
 */
export function drawLogo(doc: jsPDF, x: number, y: number, scale: number, font: string): void {
  const at = (value: number) => value * scale;
  doc.setFillColor('#b3202c');
  doc.roundedRect(x, y + at(4), at(36), at(24), at(4), at(4), 'F');
  doc.setFillColor('#f6c945');
  doc.roundedRect(x + at(5), y + at(10), at(9), at(7), at(1.5), at(1.5), 'F');
  doc.setDrawColor('#ffffff');
  doc.setLineWidth(at(2));
  doc.setLineCap('round');
  doc.line(x + at(5), y + at(22), x + at(25), y + at(22));
  doc.setTextColor('#1f2328');
  doc.setFont(font, 'bold');
  doc.setFontSize(at(20));
  doc.text('Ceibo', x + at(44), y + at(23));
}
