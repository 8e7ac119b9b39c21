import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { OfflineNotice } from '../../components/OfflineNotice';
import { PageLoading } from '../../components/PageLoading';
import { loadWhenOnline } from '../../lib/chunk-reload';
import { selectDrawerOpen, selectShellLoading } from './shellSlice';
import { TopBar } from './TopBar';
import { arrivedNavigationDrawer, loadNavigationDrawer } from './navigationDrawerCode';
import { OptionsDialog, type RenderOptionsExtra } from './OptionsDialog';
import { useGetMeQuery } from '../../services/meApi';

interface ShellProps {
  /** Above every signed-in page (app/ puts the payment follow-up's notices here). */
  pageNotices?: ReactNode;
  /** More of 'Opciones' (app/ puts the demo's part here in mock mode). */
  renderOptionsExtra?: RenderOptionsExtra;
}

const LazyDrawer = lazy(() => loadWhenOnline(loadNavigationDrawer));

/**
 * The drawer, drawn from its first opening on (a closed drawer shows nothing): its code comes
 * after the figures (navigationDrawerCode.ts). A 'Menú' pressed before it has arrived opens the
 * drawer as it arrives; once it is in, at once: a lazy one would suspend in the press's render,
 * and React reveal it no sooner than 300 ms after. Chosen once, never drawn again as another.
 */
function DrawerOnceOpened() {
  const open = useAppSelector(selectDrawerOpen);
  const [Drawer, setDrawer] = useState<ComponentType | null>(null);
  if (open && !Drawer) setDrawer(() => arrivedNavigationDrawer() ?? LazyDrawer);
  if (!Drawer) return null;
  return (
    <Suspense fallback={null}>
      <Drawer />
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
