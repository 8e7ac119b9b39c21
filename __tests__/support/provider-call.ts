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
