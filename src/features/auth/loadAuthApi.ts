import type { AppThunk } from '../../app/store';
import { loadProviderApi } from '../../services/loadProviderApi';
import type * as AuthApiModule from './authApi';

/** Sign-in and the ping's endpoints, with the provider API they belong to (loaded once). */
export function loadAuthApi(): AppThunk<Promise<typeof AuthApiModule>> {
  return async (dispatch) => {
    const [authModule] = await Promise.all([
      import(/* webpackChunkName: "auth-api" */ './authApi'),
      dispatch(loadProviderApi()),
    ]);
    return authModule;
  };
}
