/**
 * @jest-environment node
 */
import { formatLongDate } from '../../src/lib/dates';
import { marketingContent } from '../../src/features/marketing/content';
import { demoCardholderRecord, DEMO_CARDHOLDERS } from '../../mocks/scenarios/demo-cardholders';
import { creditPayment } from '../../mocks/account-figures';
import { statementOf } from '../../mocks/statement/statement-data';
import { statementPdf } from '../../mocks/statement/statement-pdf';
import { loadPdfFonts } from '../support/pdf-fonts-node';
import { amountOf, linesBetween, readPdf } from '../support/read-pdf';
import type { CardholderRecord, PaymentRecord } from '../../mocks/records';

const NOW = new Date(2026, 10, 23, 15, 0);

async function pdfOf(cardholder: CardholderRecord, payments: PaymentRecord[] = []) {
  const bytes = statementPdf(statementOf(cardholder, payments, NOW), await loadPdfFonts());
  return readPdf(new Uint8Array(bytes));
}

function maria() {
  const [demo] = DEMO_CARDHOLDERS;
  if (!demo) throw new Error('no María');
  const { cardholder, payments } = demoCardholderRecord(demo, NOW);
  return {
    cardholder: { ...cardholder, id: '1' },
    payments: payments.map((payment, index) => ({
      ...payment,
      id: String(index + 1),
      cardholderId: '1',
    })),
  };
}

test("a PDF reader opens María's statement: who, which card, the dates in words, the figures", async () => {
  const { cardholder, payments } = maria();
  const { text, info, fonts } = await pdfOf(cardholder, payments);

  expect(text).toContain('Resumen de cuenta');
  expect(text).toContain('Ceibo');
  expect(text).toContain('María Fernández');
  expect(text).toContain('Terminada en 8901');
  expect(text).toContain('$ 500,000.00');
  expect(text).toMatch(/Fecha de cierre\s+23 de noviembre de 2026/);
  expect(text).toMatch(/Vencimiento\s+3 de diciembre de 2026/);
  // What home shows on a fresh demo: one story of the figures.
  expect(text).toMatch(/Saldo último resumen\s+\$ 84,350\.75/);
  expect(text).toMatch(/Pago mínimo\s+\$ 8,435\.08/);
  expect(text).not.toContain('Pagos acreditados después del cierre');
  expect(info).toMatch(/Pages:\s+1\n/);
  // The text is in an embedded TrueType font with a Unicode map: not Latin-1 only.
  expect(fonts).toMatch(/OpenSans\s+CID TrueType\s+Identity-H\s+yes\s+\w+\s+yes/);
});

test('the table of movements adds up to the statement balance, row by row as printed', async () => {
  const { cardholder, payments } = maria();
  const { text } = await pdfOf(cardholder, payments);
  const rows = linesBetween(text, 'Movimientos del período', 'Saldo último resumen').filter(
    (line) => /\$ [\d,]+\.\d{2}\s*$/.test(line),
  );
  expect(rows).toHaveLength(cardholder.movements.length);
  for (const movement of cardholder.movements) {
    expect(text).toContain(movement.description);
    expect(text).toContain(formatLongDate(movement.date));
  }
  const sum = rows.reduce((total, row) => total + Math.round(amountOf(row) * 100), 0) / 100;
  const printedTotal = text
    .split('\n')
    .filter((line) => line.includes('Saldo último resumen'))
    .map(amountOf)
    .at(-1);
  expect(sum).toBe(84350.75);
  expect(printedTotal).toBe(sum);
});

test("a payment credited after the closing: the statement's figure stays, and the payments since lead to today's balance and minimum", async () => {
  const { cardholder, payments } = maria();
  const paid: PaymentRecord = {
    id: '9',
    cardholderId: '1',
    amount: 8435.08,
    created_at: new Date(NOW.getTime() + 60 * 60 * 1000).toISOString(),
    status_name: 'Acreditado',
    payment_method: 'LINK_PEI',
  };
  const { text } = await pdfOf(creditPayment(cardholder, paid.amount), [...payments, paid]);
  expect(text).toMatch(/Saldo último resumen\s+\$ 84,350\.75/);
  const since = linesBetween(text, 'Pagos acreditados después del cierre', 'Saldo pendiente al');
  expect(since.filter((line) => line.includes('Su pago en pesos, gracias'))).toHaveLength(1);
  expect(text).toMatch(/Saldo pendiente al 23 de noviembre de 2026\s+\$ 75,915\.67/);
  expect(text).toContain('Pago mínimo pendiente: $ 0.00');
});

test('the ways to pay are the login page’s, and the due date is named', async () => {
  const { cardholder, payments } = maria();
  const { text } = await pdfOf(cardholder, payments);
  expect(text).toContain('Formas de pago');
  expect(text).toContain('Pagá antes del 3 de diciembre de 2026:');
  const flat = text.replace(/\s+/g, ' ');
  for (const way of marketingContent.howToPay.steps) expect(flat).toContain(way);
});

test('names print as written, beyond Latin-1; a record without movements still adds up', async () => {
  const cardholder = {
    id: '7',
    name: 'Zoë Dvořák Ñandú — Łucja',
    last_digits: '12345678',
    credit_limit: 100000,
    balance: 2500,
    available: 97500,
    minimum_payment: 250,
    statement_balance: 2500,
    statement_minimum: 250,
    closing_date: '2026-11-18',
    closed_at: new Date(2026, 10, 18, 23, 59).toISOString(),
    due_date: '2026-12-03',
    movements: [{ date: '2026-11-02', description: 'Café “La Ñusta” (cuota 1/3)', amount: 1000 }],
    payment_method: 'LINK_PEI',
  } as CardholderRecord;
  const { text } = await pdfOf(cardholder);
  expect(text).toContain('Zoë Dvořák Ñandú — Łucja');
  expect(text).toContain('Café “La Ñusta” (cuota 1/3)');
  // What the movements do not explain is what the previous statement left.
  expect(text).toMatch(/Saldo anterior\s+\$ 1,500\.00/);
  expect(text).not.toContain('Pagos acreditados después del cierre');
});
