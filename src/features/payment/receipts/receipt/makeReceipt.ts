import { receiptsCopy } from '../copy';
import { receiptPdf, type ReceiptData } from './receiptPdf';

/**
 * The receipt as a file to save or share. A chunk of its own ("receipt", a few KB: the PDF is
 * written by hand in the standard fonts), asked for once the receipt's buttons are drawn.
 */
export function makeReceipt(data: ReceiptData): File {
  return new File([receiptPdf(data)], receiptsCopy.receipt.fileName(data.id), {
    type: 'application/pdf',
  });
}
