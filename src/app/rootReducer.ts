import { combineSlices } from '@reduxjs/toolkit';
import { shellSlice } from '../features/shell/shellSlice';
import { api } from '../services/api';
import { paymentSlice } from '../features/payment/paymentSlice';
import { userDataSlice } from '../services/userData';
import { sessionSlice } from '../services/session/sessionSlice';

/**
 * The whole state: the provider API's cache (RTK Query), the slices kept in local storage
 * (src/app/persistence.ts) and the shell, which lasts as long as the page.
 */
export const rootReducer = combineSlices(api, {
  session: sessionSlice.reducer,
  payment: paymentSlice.reducer,
  userData: userDataSlice.reducer,
  shell: shellSlice.reducer,
});
