import { loadPdfFonts } from '../../../../lib/pdf/pdf-fonts';
import { receiptsCopy } from '../copy';
import { receiptPdf, type ReceiptData } from './receiptPdf';

/**
 * The receipt as a file to save or share. The chunk of its own ("receipt": jsPDF and the
 * fonts) that 'Descargar comprobante' loads the first time it is pressed, never before.
 */
export async function makeReceipt(data: ReceiptData): Promise<File> {
  const bytes = receiptPdf(data, await loadPdfFonts());
  return new File([bytes], receiptsCopy.receipt.fileName(data.id), { type: 'application/pdf' });
}
