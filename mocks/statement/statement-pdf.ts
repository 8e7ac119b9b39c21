import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatMoney } from '../../src/lib/money';
import { drawLogo } from '../../src/lib/pdf/drawLogo';
import type { PdfFonts } from '../../src/lib/pdf/pdf-fonts';
import { addPdfFonts, PDF_COLORS, PDF_FONT } from '../../src/lib/pdf/pdfStyle';
import type { StatementData } from './statement-data';

const FONT = PDF_FONT;
const MARGIN = 40;
const { brand: BRAND, muted: MUTED, ink: INK } = PDF_COLORS;

/** The y just below the last table autoTable drew. */
function afterLastTable(doc: jsPDF): number {
  return (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
}

function header(doc: jsPDF, data: StatementData, width: number): number {
  drawLogo(doc, MARGIN, MARGIN - 6, 1.4, FONT);
  doc.setFont(FONT, 'bold');
  doc.setFontSize(16);
  doc.setTextColor(INK);
  doc.text('Resumen de cuenta', width - MARGIN, MARGIN + 14, { align: 'right' });
  doc.setFont(FONT, 'normal');
  doc.setFontSize(9);
  doc.setTextColor(MUTED);
  doc.text(`${data.issuer} · Visa Internacional`, width - MARGIN, MARGIN + 28, { align: 'right' });
  doc.setDrawColor(BRAND);
  doc.setLineWidth(2);
  doc.line(MARGIN, MARGIN + 44, width - MARGIN, MARGIN + 44);
  return MARGIN + 60;
}

/** The cardholder on the left; the figures to pay, boxed, on the right. */
function summary(doc: jsPDF, data: StatementData, width: number, top: number): number {
  const label = (text: string, x: number, y: number) => {
    doc.setFont(FONT, 'normal');
    doc.setFontSize(8.5);
    doc.setTextColor(MUTED);
    doc.text(text, x, y);
  };
  const value = (text: string, x: number, y: number, size = 11, align?: 'right') => {
    doc.setFont(FONT, 'bold');
    doc.setFontSize(size);
    doc.setTextColor(INK);
    doc.text(text, x, y, align ? { align } : undefined);
  };
  label('Titular', MARGIN, top + 10);
  value(data.holder, MARGIN, top + 25, 13);
  label('Tarjeta', MARGIN, top + 45);
  value(`Terminada en ${data.cardEnding}`, MARGIN, top + 59);
  label('Límite de compra', MARGIN, top + 79);
  value(formatMoney(data.creditLimit), MARGIN, top + 93);

  const boxX = width / 2 + 10;
  const boxWidth = width - MARGIN - boxX;
  doc.setFillColor('#fbeff0');
  doc.setDrawColor(BRAND);
  doc.setLineWidth(0.8);
  doc.roundedRect(boxX, top, boxWidth, 104, 6, 6, 'FD');
  const left = boxX + 12;
  const right = boxX + boxWidth - 12;
  label('Saldo último resumen', left, top + 18);
  value(formatMoney(data.balance), right, top + 20, 15, 'right');
  label('Pago mínimo', left, top + 42);
  value(formatMoney(data.minimumPayment), right, top + 42, 11, 'right');
  label('Fecha de cierre', left, top + 64);
  value(data.closingDate, right, top + 64, 10, 'right');
  label('Vencimiento', left, top + 86);
  value(data.dueDate, right, top + 86, 10, 'right');
  return top + 124;
}

function movementsTable(
  doc: jsPDF,
  title: string,
  rows: StatementData['movements'],
  total: [string, number],
  top: number,
): number {
  doc.setFont(FONT, 'bold');
  doc.setFontSize(12);
  doc.setTextColor(INK);
  doc.text(title, MARGIN, top);
  autoTable(doc, {
    startY: top + 8,
    margin: { left: MARGIN, right: MARGIN },
    head: [['Fecha', 'Descripción', 'Importe']],
    body: rows.map((row) => [row.date, row.description, formatMoney(row.amount)]),
    foot: [['', total[0], formatMoney(total[1])]],
    showFoot: 'lastPage',
    theme: 'striped',
    styles: { font: FONT, fontSize: 9.5, textColor: INK, cellPadding: 5 },
    headStyles: { fillColor: BRAND, textColor: '#ffffff', fontStyle: 'bold' },
    footStyles: { fillColor: '#f1f3f5', textColor: INK, fontStyle: 'bold' },
    columnStyles: { 0: { cellWidth: 150 }, 2: { halign: 'right', cellWidth: 110 } },
    didParseCell: (cell) => {
      if (cell.column.index === 2) cell.cell.styles.halign = 'right';
    },
  });
  return afterLastTable(doc);
}

function waysToPay(doc: jsPDF, data: StatementData, width: number, top: number): number {
  doc.setFont(FONT, 'bold');
  doc.setFontSize(12);
  doc.setTextColor(INK);
  doc.text('Formas de pago', MARGIN, top);
  doc.setFont(FONT, 'normal');
  doc.setFontSize(9.5);
  doc.text(`Pagá antes del ${data.dueDate}:`, MARGIN, top + 16);
  let y = top + 32;
  for (const way of data.waysToPay) {
    const lines = doc.splitTextToSize(way, width - 2 * MARGIN - 14) as string[];
    doc.setFillColor(BRAND);
    doc.circle(MARGIN + 3, y - 3, 1.8, 'F');
    doc.text(lines, MARGIN + 12, y);
    y += 13 * lines.length + 3;
  }
  return y;
}

function footer(doc: jsPDF, data: StatementData, width: number, height: number): void {
  doc.setDrawColor('#dee2e6');
  doc.setLineWidth(0.5);
  doc.line(MARGIN, height - 46, width - MARGIN, height - 46);
  doc.setFont(FONT, 'normal');
  doc.setFontSize(8);
  doc.setTextColor(MUTED);
  doc.text(
    `${data.issuer} · Documento de demostración generado por Autogestión: no es un resumen real.`,
    MARGIN,
    height - 32,
  );
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(`Página ${page} de ${pages}`, width - MARGIN, height - 32, { align: 'right' });
  }
}

/** The last statement as a card issuer prints it: one A4 page (more if the movements need). */
export function statementPdf(data: StatementData, fonts: PdfFonts): ArrayBuffer {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', putOnlyUsedFonts: true, compress: true });
  doc.setProperties({
    title: `Resumen de cuenta ${data.issuer}`,
    subject: `Resumen con cierre el ${data.closingDate}`,
    author: data.issuer,
    creator: 'Autogestión (modo demostración)',
  });
  addPdfFonts(doc, fonts);
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();

  let y = summary(doc, data, width, header(doc, data, width));
  y = movementsTable(
    doc,
    'Movimientos del período',
    data.movements,
    ['Saldo último resumen', data.balance],
    y + 6,
  );
  if (data.sinceClosing) {
    const { payments, today, balance, minimumPayment } = data.sinceClosing;
    y = movementsTable(
      doc,
      'Pagos acreditados después del cierre',
      payments,
      [`Saldo pendiente al ${today}`, balance],
      y + 26,
    );
    doc.setFont(FONT, 'normal');
    doc.setFontSize(9.5);
    doc.setTextColor(INK);
    doc.text(`Pago mínimo pendiente: ${formatMoney(minimumPayment)}`, MARGIN, y + 16);
    y += 16;
  }
  waysToPay(doc, data, width, y + 32);
  footer(doc, data, width, height);
  return doc.output('arraybuffer');
}
