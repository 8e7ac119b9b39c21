/**
 * In mock mode the Mirage API starts in its own chunk, in parallel with the app; calls wait
 * for it so that none escapes to the network before it listens. (Its own module: the app's
 * start-up sets it without loading the API's code.)
 */
let providerReady: Promise<unknown> = Promise.resolve();

export function waitForProvider(ready: Promise<unknown>): void {
  providerReady = ready;
}

/** Settles when the provider can answer (at once outside mock mode). */
export function whenProviderReady(): Promise<unknown> {
  return providerReady;
}
