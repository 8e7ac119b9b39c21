import type { CardholderRecord, PaymentRecord } from '../records';
import { bytesToBase64 } from './base64';
import { loadPdfFonts } from '../../src/lib/pdf/pdf-fonts';
import { statementOf } from './statement-data';
import { statementPdf } from './statement-pdf';

/**
 * summary/last/'s file: the PDF, base64 as the provider sends it. Its own chunk (the PDF
 * library and the fonts), loaded by the mock API the first time a statement is asked for.
 */
export async function statementPdfBase64(
  cardholder: CardholderRecord,
  payments: PaymentRecord[],
): Promise<string> {
  const pdf = statementPdf(statementOf(cardholder, payments), await loadPdfFonts());
  return bytesToBase64(new Uint8Array(pdf));
}
