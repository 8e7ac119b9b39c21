import { DownloadIcon } from '../../components/icons';
import { useStatementDownload } from '../../services/useStatementDownload';
import { DrawerButton } from './DrawerButton';

/**
 * 'Descargar mi resumen' in the drawer: the same download as home's button. The drawer stays
 * open while it runs, so the busy words and a failure are read where the press was made, by
 * the status line under the item (the busy words hidden there: the item shows them).
 */
export function StatementDrawerItem() {
  const { download, busy, label, status } = useStatementDownload();
  return (
    <>
      <DrawerButton icon={DownloadIcon} onClick={download} busy={busy}>
        {label}
      </DrawerButton>
      <p role="status" className={busy ? 'visually-hidden' : 'small text-body-secondary mb-0'}>
        {status}
      </p>
    </>
  );
}
