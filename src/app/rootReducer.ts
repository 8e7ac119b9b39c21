import { combineSlices } from '@reduxjs/toolkit';
import { shellSlice } from '../features/shell/shellSlice';
import { api } from '../services/api';
import { persisted, persistedSlices } from './persistence';

const { session, payment, userData } = persistedSlices;

/**
 * The whole state: the provider API's cache (RTK Query), the slices kept in local storage
 * under the spec's keys, and the ones that last as long as the page. One per store: each
 * redux-persist reducer keeps its own read-back, writer and purge.
 */
export function makeRootReducer() {
  return combineSlices(api, {
    session: persisted(session),
    payment: persisted(payment),
    userData: persisted(userData),
    shell: shellSlice.reducer,
  });
}
