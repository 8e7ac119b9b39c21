import { combineSlices } from '@reduxjs/toolkit';
import { sessionEndSlice } from '../features/auth/sessionEndSlice';
import { shellSlice } from '../features/shell/shellSlice';
import { api } from '../services/api';
import { persisted, persistedSlices } from './persistence';

const { credentials, payment, userData } = persistedSlices;

/**
 * The whole state: the provider API's cache (RTK Query), the slices kept in local storage
 * under the spec's keys, and the ones that last as long as the page.
 */
export const rootReducer = combineSlices(api, {
  credentials: persisted(credentials),
  payment: persisted(payment),
  userData: persisted(userData),
  shell: shellSlice.reducer,
  sessionEnd: sessionEndSlice.reducer,
});
