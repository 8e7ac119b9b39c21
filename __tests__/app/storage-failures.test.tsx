import { screen, waitFor } from '@testing-library/react';
import { migrateFields, PERSISTED_VERSION } from '../../src/lib/stored-slice';
import { storedSession } from '../../src/services/session/sessionSlice';
import {
  authorizationOf,
  createMaria,
  makeTestStore,
  renderApp,
  sentRequests,
} from '../support/test-utils';
import { withMockProvider } from '../support/mock-provider';

const server = withMockProvider();

/** A slice as redux-persist writes it: each field JSON, and `_persist` with its version. */
function stored(
  fields: Record<string, unknown>,
  persist: unknown = { version: PERSISTED_VERSION },
) {
  return JSON.stringify({ ...jsonFields(fields), _persist: JSON.stringify(persist) });
}

/** The same without `_persist` (never written so by redux-persist: a hand-made value). */
function storedWithoutVersion(fields: Record<string, unknown>) {
  return JSON.stringify(jsonFields(fields));
}

function jsonFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]),
  );
}

const VALID_TOKEN = 'a1b2c3d4e5f6';

/** A persisted slice without the mark redux-persist adds to it. */
function withoutMark<S extends object>(slice: S) {
  const { _persist: _, ...fields } = slice as S & { _persist?: unknown };
  return fields;
}

/** What a reload reads back: the persisted slices once redux-persist has read storage. */
async function readBack() {
  const { store, rehydrated } = makeTestStore({ endsIdleSession: false });
  await rehydrated;
  const { session, payment, userData } = store.getState();
  return {
    session: withoutMark(session),
    payment: withoutMark(payment),
    userData: withoutMark(userData),
  };
}

const NO_PAYMENT = { amount: null, tracked: null, lastPaid: null, notice: null };
const NO_USER_DATA = { name: null, maskedDni: null };

describe('read back at start: what a reload finds, whatever was stored', () => {
  test('well-formed values of the current version are read back (the control case)', async () => {
    window.localStorage.setItem('api', stored({ token: VALID_TOKEN }));
    window.localStorage.setItem('payment', stored({ amount: 8435075 }));
    window.localStorage.setItem(
      'user-data',
      stored({ name: 'María Fernández', maskedDni: '**.***.222' }),
    );
    expect(await readBack()).toEqual({
      session: storedSession(VALID_TOKEN),
      payment: { amount: 8435075, tracked: null, lastPaid: null, notice: null },
      userData: { name: 'María Fernández', maskedDni: '**.***.222' },
    });
  });

  test.each([
    ['the older mask, with the first digits', '30.***.222', '**.***.222'],
    ['the older mask of a 7-digit DNI', '5.***.901', '**.***.901'],
    ['a whole DNI', '30111222', null],
    ['a DNI with its dots', '30.111.222', null],
    ['a mask with more shown', '30.1**.222', null],
  ])('%s under "user-data" is never read back as it was', async (_, maskedDni, maskedReadBack) => {
    window.localStorage.setItem('user-data', stored({ name: 'María', maskedDni }));
    expect((await readBack()).userData).toEqual({ name: 'María', maskedDni: maskedReadBack });
  });

  test('what version 1 stored is read on: money written as decimals becomes cents', async () => {
    const tracked = { amount: '84350.75', startedAt: '2026-11-23T12:00:00.000Z', startedBy: 'a' };
    const lastPaid = {
      amount: '12000.5',
      startedAt: '2026-11-22T12:00:00.000Z',
      at: '2026-11-22T12:01:00.000Z',
    };
    window.localStorage.setItem('api', stored({ token: VALID_TOKEN }, { version: 1 }));
    window.localStorage.setItem(
      'payment',
      stored({ amount: '84350.75', tracked, lastPaid }, { version: 1 }),
    );
    expect(await readBack()).toEqual({
      session: storedSession(VALID_TOKEN),
      payment: {
        amount: 8435075,
        tracked: { ...tracked, amount: 8435075 },
        lastPaid: { ...lastPaid, amount: 1200050 },
        notice: null,
      },
      userData: NO_USER_DATA,
    });
  });

  test.each([
    ['a token with a newline', stored({ token: `${VALID_TOKEN}\n` })],
    ['a token with a space inside', stored({ token: 'abc def' })],
    ['a token that is a number', stored({ token: 42 })],
    ['a token that is an array', stored({ token: [VALID_TOKEN] })],
    ['a token that is an object', stored({ token: { value: VALID_TOKEN } })],
    ['an empty token', stored({ token: '' })],
    ['a token of 100,000 characters', stored({ token: 'x'.repeat(100_000) })],
    ['a token in a version from the future', stored({ token: VALID_TOKEN }, { version: 99 })],
    ['a token without _persist', storedWithoutVersion({ token: VALID_TOKEN })],
    ['a token with _persist that is not an object', stored({ token: VALID_TOKEN }, 'v1')],
    ['a token with a fractional version', stored({ token: VALID_TOKEN }, { version: 0.5 })],
    ['a field that is not JSON', `{"token":"${VALID_TOKEN}","_persist":"{\\"version\\":1}"}`],
    ['a whole value that is an array', JSON.stringify([stored({ token: VALID_TOKEN })])],
    ['a whole value that is a number', '42'],
    ['a whole value that is null', 'null'],
    ['a whole value cut short', stored({ token: VALID_TOKEN }).slice(0, 20)],
    ['a whole value of 2 MB of junk', '{'.repeat(2_000_000)],
  ])('%s under "api": no session', async (_, value) => {
    window.localStorage.setItem('api', value);
    expect((await readBack()).session?.token ?? null).toBeNull();
  });

  test.each([
    ['an amount with an exponent', stored({ amount: '1e9' })],
    ['an amount that is not whole cents', stored({ amount: 84350.75 })],
    ['an amount written as text', stored({ amount: '8435075' })],
    ['an amount of 10,000 digits', stored({ amount: '9'.repeat(10_000) })],
    ['an amount above any card balance', stored({ amount: 1e13 })],
    ['an amount of 0', stored({ amount: 0 })],
    ['an amount in a version from the future', stored({ amount: 1000 }, { version: 99 })],
    ['an amount of version 1 with an exponent', stored({ amount: '1e9' }, { version: 1 })],
  ])('%s under "payment": no saved amount', async (_, value) => {
    window.localStorage.setItem('payment', value);
    expect((await readBack()).payment?.amount ?? null).toBeNull();
  });

  test.each([
    ['a name of 100,000 characters', stored({ name: 'M'.repeat(100_000) })],
    ['a name of spaces only', stored({ name: '   ' })],
    ['a name that is an array', stored({ name: ['María'] })],
    ['a name without _persist', storedWithoutVersion({ name: 'María' })],
  ])('%s under "user-data": no name', async (_, value) => {
    window.localStorage.setItem('user-data', value);
    expect((await readBack()).userData?.name ?? null).toBeNull();
  });

  test('one hand-edited slice leaves the others as they were', async () => {
    window.localStorage.setItem('api', stored({ token: VALID_TOKEN }));
    window.localStorage.setItem('payment', '{"amount":');
    expect(await readBack()).toEqual({
      session: storedSession(VALID_TOKEN),
      payment: NO_PAYMENT,
      userData: NO_USER_DATA,
    });
  });
});

describe('migrateFields: stored fields brought to the current version', () => {
  // A test-only history: version 0 kept the token as `accessToken`.
  const renameAccessToken = jest.fn(({ accessToken, ...rest }: Record<string, unknown>) => ({
    ...rest,
    token: accessToken,
  }));
  const steps = { [PERSISTED_VERSION]: renameAccessToken };
  const fromVersion = PERSISTED_VERSION - 1;

  test('the step from the previous version is applied', () => {
    expect(migrateFields({ accessToken: VALID_TOKEN }, fromVersion, steps)).toEqual({
      token: VALID_TOKEN,
    });
    expect(renameAccessToken).toHaveBeenCalledTimes(1);
  });

  test('fields of the current version need no step', () => {
    expect(migrateFields({ token: VALID_TOKEN }, PERSISTED_VERSION, steps)).toEqual({
      token: VALID_TOKEN,
    });
    expect(renameAccessToken).not.toHaveBeenCalled();
  });

  test('a version with no step to the next one gives null: the slice starts afresh', () => {
    expect(migrateFields({ accessToken: VALID_TOKEN }, fromVersion, {})).toBeNull();
    expect(migrateFields({ accessToken: VALID_TOKEN }, fromVersion - 1, steps)).toBeNull();
  });

  test('a version from the future (a rolled-back deployment) gives null', () => {
    expect(migrateFields({ token: VALID_TOKEN }, PERSISTED_VERSION + 1, steps)).toBeNull();
    expect(renameAccessToken).not.toHaveBeenCalled();
  });

  test.each([Number.NaN, 0.5, Number.POSITIVE_INFINITY])('version %p gives null', (version) => {
    expect(migrateFields({ token: VALID_TOKEN }, version, steps)).toBeNull();
  });
});

describe('local storage that fails', () => {
  async function signInAsMaria(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByLabelText('DNI'), '30111222');
    await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
    await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  }

  test('reading it throws (disabled, private browsing): the app starts at /login and signs in', async () => {
    createMaria(server());
    // A session is stored, but the browser refuses to read it.
    window.localStorage.setItem('api', stored({ token: VALID_TOKEN }));
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    const { router, user, store } = renderApp({ route: '/' });
    expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getItem).toHaveBeenCalled();

    await signInAsMaria(user);
    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.token).toMatch(/^[0-9a-f]{48}$/);
  });

  test('writing it throws QuotaExceededError: sign-in still works for this visit', async () => {
    createMaria(server());
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    // redux-persist reports each failed write on the console in development builds only.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const { router, user, store } = renderApp({ route: '/login' });
    await signInAsMaria(user);

    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    expect(screen.getByText('$ 84,350.75')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const token = store.getState().session.token;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    await waitFor(() => expect(setItem).toHaveBeenCalled());
    expect(window.localStorage.getItem('api')).toBeNull();
    // The session works: the calls after sign-in carry it.
    const accountCall = sentRequests(server()).find((request) => request.url.endsWith('/account/'));
    expect(authorizationOf(accountCall)).toBe(`Bearer ${token}`);
    for (const [first] of consoleError.mock.calls) expect(first).toBe('Error storing data');
  });

  // What quality.md asks ("never crashed") and the brief adds: no console error either
  // (redux-persist's own web storage would log 'Error storing data' on every failed write).
  test('writing it throws QuotaExceededError: no console error', async () => {
    createMaria(server());
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const { user } = renderApp({ route: '/login' });
    await signInAsMaria(user);
    expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
