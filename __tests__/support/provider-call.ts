/**
 * One call to the mock API as the app makes it (JSON in and out, the session's Bearer token),
 * for the mocks' own tests: its status and its parsed answer.
 */
export async function call(path: string, init: RequestInit = {}, token?: string) {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, { ...init, headers });
  return { status: response.status, body: await response.json() };
}

/** A call to the provider API (`/api/v1/<path>`). */
export function providerCall(path: string, init: RequestInit = {}, token?: string) {
  return call(`/api/v1/${path}`, init, token);
}

/** POST auth/login/ with a DNI and the card's last digits: the status and the answer. */
export function login(dni: string, last_digits: string) {
  return providerCall('auth/login/', {
    method: 'POST',
    body: JSON.stringify({ dni, last_digits }),
  });
}

/** The token of a session signed in with that pair. */
export async function tokenOf(dni: string, last_digits: string): Promise<string> {
  return (await login(dni, last_digits)).body.token;
}
