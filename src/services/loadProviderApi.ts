import { providerApiLoaded } from '../app/events';
import { PROVIDER_API_PATH } from '../app/rootReducer';
import type { AppThunk } from '../app/store';
import type * as ApiModule from './api';

/**
 * The provider API's code (RTK Query, its endpoints) is not needed to show /login nor to type
 * in its form, so it is not on the first paint's critical path: the form loads it as soon as
 * it is on screen, and a press of INGRESAR waits for it if it hasn't arrived yet.
 *
 * Its module adds its cache to the reducer as it is evaluated; the store creates that cache
 * on its next action, dispatched here. A page chunk that imports the API evaluates the same
 * module in the same chunk load, so this action reaches the store before such a page renders.
 */
export function loadProviderApi(): AppThunk<Promise<typeof ApiModule>> {
  return async (dispatch, getState) => {
    const module = await import('./api');
    if (!(PROVIDER_API_PATH in getState())) dispatch(providerApiLoaded());
    return module;
  };
}
