import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { OfflineNotice } from '../../components/OfflineNotice';
import { PageLoading } from '../../components/PageLoading';
import { lazyWhenArrived } from '../../components/lazyWhenArrived';
import { selectDrawerOpen, selectShellLoading } from './shellSlice';
import { TopBar } from './TopBar';
import { loadNavigationDrawer } from './navigationDrawerCode';
import { OptionsDialog, type RenderOptionsExtra } from './OptionsDialog';
import { useGetMeQuery } from '../../services/meApi';

interface ShellProps {
  /** Above every signed-in page (app/ puts the payment follow-up's notices here). */
  pageNotices?: ReactNode;
  /** More of 'Opciones' (app/ puts the demo's part here in mock mode). */
  renderOptionsExtra?: RenderOptionsExtra;
}

const NavigationDrawer = lazyWhenArrived(loadNavigationDrawer);

/**
 * The drawer, drawn from its first opening on (a closed drawer shows nothing): its code comes
 * after the figures (navigationDrawerCode.ts). A 'Menú' pressed before it has arrived opens the
 * drawer as it arrives.
 */
function DrawerOnceOpened() {
  const open = useAppSelector(selectDrawerOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <NavigationDrawer />
    </Suspense>
  );
}

/** The layout of signed-in pages (spec section 2, "Shell layout"). */
export function Shell({ pageNotices, renderOptionsExtra }: ShellProps) {
  const loading = useAppSelector(selectShellLoading);
  // me/ on every signed-in page, the drawer drawn or not yet: its greeting, and the name a
  // receipt prints ('user-data', services/userData.ts).
  useGetMeQuery();
  if (loading) return <PageLoading />;
  return (
    <>
      <TopBar />
      <DrawerOnceOpened />
      <OptionsDialog renderExtra={renderOptionsExtra} />
      <main id="contenido" className="shell-main container py-4">
        <OfflineNotice />
        {pageNotices}
        <Outlet />
      </main>
    </>
  );
}
