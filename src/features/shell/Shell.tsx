import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { OfflineNotice } from '../../components/OfflineNotice';
import { PageLoading } from '../../components/PageLoading';
import { selectShellLoading } from './shellSlice';
import { TopBar } from './TopBar';
import { NavigationDrawer } from './NavigationDrawer';
import { OptionsDialog, type RenderOptionsExtra } from './OptionsDialog';

interface ShellProps {
  /** Above every signed-in page (app/ puts the payment follow-up's notices here). */
  pageNotices?: ReactNode;
  /** More of 'Opciones' (app/ puts the demo's part here in mock mode). */
  renderOptionsExtra?: RenderOptionsExtra;
}

/** The layout of signed-in pages (spec section 2, "Shell layout"). */
export function Shell({ pageNotices, renderOptionsExtra }: ShellProps) {
  const loading = useAppSelector(selectShellLoading);
  if (loading) return <PageLoading />;
  return (
    <>
      <TopBar />
      <NavigationDrawer />
      <OptionsDialog renderExtra={renderOptionsExtra} />
      <main id="contenido" className="shell-main container py-4">
        <OfflineNotice />
        {pageNotices}
        <Outlet />
      </main>
    </>
  );
}
