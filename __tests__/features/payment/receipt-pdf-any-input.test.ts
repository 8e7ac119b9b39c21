/**
 * @jest-environment node
 */
import {
  receiptPdf,
  type ReceiptData,
} from '../../../src/features/payment/receipts/receipt/receiptPdf';
import * as helvetica from '../../../src/features/payment/receipts/receipt/helvetica';
import { PdfPage } from '../../../src/features/payment/receipts/receipt/pdfPage';
import { factsOf } from '../../../src/features/payment/receipts/paymentFacts';
import { asCents } from '../../support/cents';
import { readPdf, wordBoxes, type PdfWord } from '../../support/read-pdf';

const normal: ReceiptData = {
  ...factsOf(
    {
      id: '1042',
      amount: asCents(8435075),
      createdAt: new Date(2026, 10, 24, 16, 52).toISOString(),
      statusName: 'Acreditado',
      method: 'LINK_PEI',
    },
    false,
  ),
  holder: 'María Fernández',
  maskedDni: '**.***.222',
  issuedAt: '24-11-2026 17:01',
};

describe('text as the cardholder typed it', () => {
  test('accents typed apart from their letters print as the composed letters, the same file as typed composed', () => {
    const decomposed = receiptPdf({
      ...normal,
      holder: 'Jose\u0301 Pe\u0301rez',
      id: 'Nu\u0301n\u0303ez',
    });
    const { text, info } = readPdf(decomposed);
    expect(text).toContain('José Pérez');
    expect(text).toContain('Núñez');
    expect(text).not.toContain('?');
    expect(info).toMatch(/Title:\s+Comprobante de pago Núñez\n/);
    // Measured and placed as the composed letters too: byte for byte the same file.
    const composed = receiptPdf({ ...normal, holder: 'José Pérez', id: 'Núñez' });
    expect(Buffer.from(decomposed).equals(Buffer.from(composed))).toBe(true);
  });

  test('an accent WinAnsi has no letter for is dropped, never printed as "?"', () => {
    // 'ũ' (u and a tilde) is not in WinAnsiEncoding, 'ñ' is; 'x' and an acute have no letter.
    const { text } = readPdf(
      receiptPdf({ ...normal, holder: 'Nu\u0303n\u0303ez Ma\u0301x\u0301' }),
    );
    expect(text).toContain('Nuñez Máx');
    expect(text).not.toContain('?');
  });
});

const MARGIN = 48;
/** Between the last line of the body and the footer, at least a line's height. */
const FOOTER_GAP = 14;

/** Whether two words' boxes share any area (a hair's overlap of the boxes' edges aside). */
const overlap = (a: PdfWord, b: PdfWord) =>
  Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.5 &&
  Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.5;

/**
 * Every word inside the page's margins, none over another, the body a line above the footer,
 * and the footer its two lines at the bottom.
 */
function expectTheLayoutKept(file: string) {
  const { width, words } = wordBoxes(file);
  const outside = words.filter(
    (word) => word.xMin < MARGIN - 0.01 || word.xMax > width - MARGIN + 0.01 || word.yMin < MARGIN,
  );
  expect(outside).toEqual([]);
  const emitido = words.find((word) => word.text === 'Emitido' && word.xMin === MARGIN);
  expect(emitido).toBeDefined();
  const footerTop = emitido?.yMin ?? 0;
  expect(footerTop).toBeCloseTo(783.787, 2);
  const footer = words.filter((word) => word.yMin >= footerTop - 0.5);
  expect([...new Set(footer.map((word) => word.yMin))]).toEqual([footerTop, footerTop + 14]);
  const body = words.filter((word) => word.yMin < footerTop - 0.5);
  expect(body.filter((word) => word.yMax > footerTop - FOOTER_GAP)).toEqual([]);
  const overlapping = words.flatMap((a, i) =>
    words.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.text} / ${b.text}`] : [])),
  );
  expect(overlapping).toEqual([]);
}

/** Each field drawn, with the text the reader finds just before and just after its value. */
const FIELDS: [keyof ReceiptData, string, string][] = [
  ['amountText', 'Monto', 'Titular'],
  ['holder', 'Titular', 'DNI'],
  ['maskedDni', 'DNI', 'Fecha y hora'],
  ['dateTime', 'Fecha y hora', 'Medio de pago'],
  ['method', 'Medio de pago', 'Número de operación'],
  ['id', 'Número de operación', 'Estado'],
  ['statusName', 'Estado', 'El pago está acreditado'],
  ['issuedAt', 'Emitido el', 'Comprobante emitido por'],
];

const WORDS = 'Peña Íñigo MW0 de la Quintana '.repeat(400).slice(0, 10_000).trim();
const ONE_WORD = 'MWÑ0'.repeat(12_500);

describe.each([
  ['10,000 characters of words', WORDS],
  ['one word of 50,000 characters', ONE_WORD],
])('%s in any field: one page, inside the margins, above the footer, cut with "…"', (_, huge) => {
  test.each(FIELDS)('%s', (field, before, after) => {
    expect(huge.length).toBeGreaterThanOrEqual(9_999);
    const { text, info, file } = readPdf(receiptPdf({ ...normal, [field]: huge }));
    expect(info).toMatch(/Pages:\s+1\n/);
    const flat = text.replace(/\s+/g, ' ');
    for (const label of [
      'Comprobante de pago',
      'Monto',
      'Titular',
      'DNI',
      'Fecha y hora',
      'Medio de pago',
      'Número de operación',
      'Estado',
      'El pago está acreditado en tu tarjeta. Guardá este comprobante.',
      'Emitido el',
      'Comprobante emitido por Autogestión de Tarjeta Ceibo.',
    ]) {
      expect(flat).toContain(label);
    }
    expectTheLayoutKept(file);
    // What is printed is the value's beginning, then '…' (lines joined, spaces aside).
    const start = text.indexOf(before) + before.length;
    const printed = text.slice(start, text.indexOf(after, start)).replace(/\s+/g, '');
    expect(printed.endsWith('…')).toBe(true);
    const kept = printed.slice(0, -1);
    expect(kept.length).toBeGreaterThan(10);
    expect(huge.replace(/\s+/g, '').startsWith(kept)).toBe(true);
  });
});

test('every field huge at once still fits above the footer', () => {
  const all = Object.fromEntries(FIELDS.map(([field]) => [field, ONE_WORD]));
  const { info, file } = readPdf(receiptPdf({ ...normal, ...all, holder: WORDS }));
  expect(info).toMatch(/Pages:\s+1\n/);
  expectTheLayoutKept(file);
});

test('wrapping a word of 50,000 characters measures each character once, and loses none of them', () => {
  // Counted, not timed (a busy machine makes any timing ratio lie): a wrap that re-measured the
  // rest of the word at each of its lines measured some 20 million characters.
  const measured = jest.spyOn(helvetica, 'charUnits');
  const lines = new PdfPage().wrap(ONE_WORD, 'bold', 10.5, 375);
  // Each of the word's characters, and the space once.
  expect(measured).toHaveBeenCalledTimes(50_001);
  expect(lines.join('')).toBe(ONE_WORD);
  expect(lines.length).toBeGreaterThan(1_000);
  measured.mockRestore();
});
