import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppSelector } from '../../../app/hooks';
import { isChunkLoadError } from '../../../lib/chunk-reload';
import { isOffline, whenOnline } from '../../../lib/connection';
import { formatDateTime } from '../../../lib/dates';
import { saveFile } from '../../../lib/download';
import { savesData } from '../../../lib/save-data';
import { useGetMeQuery } from '../../../services/meApi';
import { selectHolderName, selectMaskedDni } from '../../../services/userData';
import { receiptsCopy } from './copy';
import type { PaymentFacts } from './paymentFacts';
import type { ReceiptData } from './receipt/receiptPdf';

const copy = receiptsCopy.receipt;

/** Can this browser hand a PDF to the system's share sheet (phones)? Asked once per page. */
function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  const probe = new File([''], copy.fileName('0'), { type: 'application/pdf' });
  try {
    return navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

/** The receipt's chunk: a few KB, the PDF written by hand in the standard fonts. */
const loadMaker = () =>
  import(/* webpackChunkName: "receipt" */ './receipt/makeReceipt').then(
    (module) => module.makeReceipt,
  );

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const isRefused = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotAllowedError';

/**
 * 'Descargar comprobante' and, where the browser can share files, 'Compartir comprobante': a PDF
 * made in the browser. How they behave while busy and on a failure: docs/receipts.md, 'The
 * receipt'. Never `disabled`, which would drop the focus.
 */
export function ReceiptActions({ payment }: { payment: PaymentFacts }) {
  const [shareable] = useState(canShareFiles);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const me = useGetMeQuery();
  const storedName = useAppSelector(selectHolderName);
  const maskedDni = useAppSelector(selectMaskedDni);

  // Asked for as soon as the buttons are drawn, or once the connection is back: a press then
  // waits for no download. A failure here is met again, and said, by the press.
  useEffect(() => {
    if (!savesData()) void whenOnline().then(() => loadMaker().catch(() => undefined));
  }, []);

  async function receipt(): Promise<File> {
    const data: ReceiptData = {
      ...payment,
      holder: me.data?.name ?? storedName,
      maskedDni,
      issuedAt: formatDateTime(new Date()),
    };
    const makeReceipt = await loadMaker();
    return makeReceipt(data);
  }

  async function run(deliver: (file: File) => Promise<void> | void) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await deliver(await receipt());
    } catch (error) {
      // Its code not here yet and no connection to bring it: said as such.
      if (isChunkLoadError(error) && isOffline()) setFailure(copy.needsConnection);
      else if (!isAbort(error)) setFailure(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  const download = () => run((file) => saveFile(file, file.name));
  const share = () =>
    run(async (file) => {
      try {
        await navigator.share({ files: [file], title: copy.title });
      } catch (error) {
        // Making the PDF took the press's permission to share: the file is saved instead.
        if (isRefused(error)) saveFile(file, file.name);
        else throw error;
      }
    });

  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Button variant="secondary" onClick={download} aria-disabled={busy}>
        {busy ? copy.downloading : copy.download}
      </Button>
      {shareable && (
        <Button variant="secondary" onClick={share} aria-disabled={busy}>
          {copy.share}
        </Button>
      )}
      <p role="status" className="small text-danger mb-0">
        {failure}
      </p>
    </div>
  );
}
