import { api } from '../services/api';
import { accountApi } from '../services/accountApi';
import { whenOnline } from '../lib/connection';
import { savesData } from '../lib/save-data';
import { loadNavigationDrawer } from '../features/shell/navigationDrawerCode';
import { loadAmountForm, loadPaymentDetailPage, loadPaymentsHistoryPage } from './pagesAheadCode';
import type { RootState } from './storeTypes';

const selectAccount = accountApi.endpoints.getAccount.select();

/** The figures have arrived and no call to the provider is under way. */
export const selectFiguresSettled = (state: RootState): boolean =>
  selectAccount(state).isSuccess &&
  Object.values(state[api.reducerPath].queries).every((query) => query?.status !== 'pending');

let asked = false;

/**
 * The code of the pages a press leads to from home (Pagar, a payment, 'Tus pagos') and of the
 * drawer 'Menú' opens, asked for once the browser is idle after the figures: a press then waits
 * for no code. Not where the cardholder asked to save data; offline, once the connection
 * returns. A failure is met again, and said, by the page that needs it.
 */
export function loadPagesAhead(): void {
  if (asked || savesData()) return;
  asked = true;
  const load = () =>
    void whenOnline().then(() => {
      for (const page of [
        loadPaymentsHistoryPage,
        loadPaymentDetailPage,
        loadAmountForm,
        loadNavigationDrawer,
      ]) {
        page().catch(() => undefined);
      }
    });
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
