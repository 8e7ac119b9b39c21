/**
 * @jest-environment node
 */
import {
  receiptPdf,
  type ReceiptData,
} from '../../../src/features/payment/receipts/receipt/receiptPdf';
import { factsOf } from '../../../src/features/payment/receipts/paymentFacts';
import type { PaymentEntry } from '../../../src/services/provider';
import { asCents } from '../../support/cents';
import { pixelAt, readPdf, wordBoxes, type PdfWord } from '../../support/read-pdf';

/** An ISO instant from the local date and time the app shows (months from 1). */
const local = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).toISOString();

const linkPayment: PaymentEntry & { id: string } = {
  id: '1042',
  amount: asCents(8435075),
  createdAt: local(2026, 11, 24, 16, 52),
  statusName: 'Acreditado',
  method: 'LINK_PEI',
};

function receiptOf(payment: PaymentEntry & { id: string }, holder: Partial<ReceiptData>) {
  const data: ReceiptData = {
    ...factsOf(payment, false),
    holder: 'María Fernández',
    maskedDni: '**.***.222',
    issuedAt: '24-11-2026 17:01',
    ...holder,
  };
  return readPdf(receiptPdf(data));
}

test('a LINK payment: one page of real text with who, how much, when, how, its number and status', () => {
  const { text, info, fonts } = receiptOf(linkPayment, {});
  expect(info).toMatch(/Pages:\s+1\n/);
  for (const line of [
    'Comprobante de pago',
    'María Fernández',
    '**.***.222',
    '$ 84,350.75',
    '24-11-2026 16:52',
    'Tarjeta de débito · Red Link',
    '1042',
    'Acreditado',
    'El pago está acreditado en tu tarjeta.',
    'Emitido el 24-11-2026 17:01',
  ]) {
    expect(text).toContain(line);
  }
  // Never the whole DNI, nor its first digits: only what the session kept, masked.
  expect(text).not.toMatch(/30\.?111|30\.\*/);
  // The standard fonts Helvetica and Helvetica-Bold in WinAnsiEncoding: every reader has them,
  // so none is embedded, and its search and copy give the same text back.
  expect(fonts).toMatch(/^Helvetica\s+Type 1\s+WinAnsi\s+no\s/m);
  expect(fonts).toMatch(/^Helvetica-Bold\s+Type 1\s+WinAnsi\s+no\s/m);
});

test('one A4 page: every field read back by a PDF reader, and the logo drawn at its top left', () => {
  const { text, info, file } = receiptOf(linkPayment, {});
  expect(info).toMatch(/Pages:\s+1\n/);
  expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  const lines = text.split('\n').map((line) => line.trim().replace(/\s{2,}/g, ' | '));
  for (const line of [
    'Ceibo',
    'Comprobante de pago',
    'Monto',
    '$ 84,350.75',
    'Titular | María Fernández',
    'DNI | **.***.222',
    'Fecha y hora | 24-11-2026 16:52',
    'Medio de pago | Tarjeta de débito · Red Link',
    'Número de operación | 1042',
    'Estado | Acreditado',
    'Emitido el 24-11-2026 17:01',
    'Comprobante emitido por Autogestión de Tarjeta Ceibo.',
  ]) {
    expect(lines).toContain(line);
  }
  // The logo's card in its red with its yellow chip, as on screen (src/components/Logo.tsx).
  expect(pixelAt(file, 73, 66)).toEqual([179, 32, 44]);
  expect(pixelAt(file, 61, 61)).toEqual([246, 201, 69]);
});

test('a BIND payment, credited, of a name with ñ and accents, prints them as written', () => {
  const { text } = receiptOf(
    { ...linkPayment, id: '77', method: 'BIND_SIMPLE', statusName: 'Acreditado' },
    { holder: 'Íñigo Muñoz Peña', maskedDni: '**.***.901' },
  );
  expect(text).toContain('Íñigo Muñoz Peña');
  expect(text).toContain('**.***.901');
  expect(text).toContain('Tarjeta de débito · BIND');
  expect(text).toContain('Acreditado');
});

test('a method the app does not know, and no DNI known: the receipt still says what it knows', () => {
  const { text } = receiptOf({ ...linkPayment, method: null }, { maskedDni: null });
  expect(text).toContain('Tarjeta de débito');
  expect(text).not.toContain('Red Link');
  expect(text).not.toContain('DNI');
  expect(text).toContain('$ 84,350.75');
});

/** Whether two words' boxes share any area (a hair's overlap of the boxes' edges aside). */
const overlap = (a: PdfWord, b: PdfWord) =>
  Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.5 &&
  Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.5;

/** Every word inside the page, a third of an inch from its edges, and none drawn over another. */
function expectEveryWordInsideThePage(file: string) {
  const { width, height, words } = wordBoxes(file);
  for (const word of words) {
    expect([word.text, word.xMin >= 24, word.xMax <= width - 24]).toEqual([word.text, true, true]);
    expect([word.text, word.yMin >= 24, word.yMax <= height - 24]).toEqual([word.text, true, true]);
  }
  const overlapping = words.flatMap((a, i) =>
    words.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.text} / ${b.text}`] : [])),
  );
  expect(overlapping).toEqual([]);
}

const LONG_NAME =
  'María de los Ángeles Fernández Montenegro Etchegaray Villanueva del Río Quintana Larrañaga Bustamante y Echeverría Olmos';

test('a name of 120 characters wraps beside its label, inside the one page, read back whole', () => {
  expect(LONG_NAME).toHaveLength(120);
  const { text, info, file } = receiptOf(linkPayment, { holder: LONG_NAME });
  expect(info).toMatch(/Pages:\s+1\n/);
  // Read in order, the label first, then the name over its lines, then the next row.
  expect(text.replace(/\s+/g, ' ')).toContain(`Titular ${LONG_NAME} DNI **.***.222`);
  expectEveryWordInsideThePage(file);
});

test('an operation number of 60 wide characters wraps inside the page too', () => {
  const id = `OP.${'MW0'.repeat(18)}%2E`;
  expect(id).toHaveLength(60);
  const { text, info, file } = receiptOf({ ...linkPayment, id }, {});
  expect(info).toMatch(/Pages:\s+1\n/);
  // Broken where it must be, it reads back whole once its lines are joined.
  const operation = text.slice(text.indexOf('Número de operación'), text.search(/\sEstado\s/));
  expect(operation.replace('Número de operación', '').replace(/\s+/g, '')).toBe(id);
  expectEveryWordInsideThePage(file);
});
