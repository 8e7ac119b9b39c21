/**
 * A 401 from any call but login ends the session (spec section 4): once, however many calls
 * are refused together, and never the session of a later sign-in.
 */
import { addListener } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { Response, type Request } from 'miragejs';
import type { CardholderRecord } from '../../mocks/records';
import { sessionEnded } from '../../src/services/events';
import { answerHeldRequest, withMockProvider } from '../support/mock-provider';
import { renderSignedIn } from '../support/test-utils';
import { answered, callsSettled } from './faults';

const server = withMockProvider();

/** Lets a request held back by a `true` timing be answered. */
const resolve = (request: Request | undefined) => answerHeldRequest(server(), request);

const refused = () => new Response(401, {}, { message: 'Sesión inválida o vencida.' });

function renderHomeOf(attributes: Partial<CardholderRecord> = {}) {
  const view = renderSignedIn(server(), {
    cardholder: { available: 350000, balance: 84350.75, ...attributes },
  });
  // How many times the session ended: the app's own event, heard like any listener would.
  const ended: string[] = [];
  view.store.dispatch(
    addListener({
      actionCreator: sessionEnded,
      effect: ({ payload }) => void ended.push(payload.reason),
    }),
  );
  return { ...view, ended };
}

test('four calls refused at the same time end the session once', async () => {
  // Each 401 is held back (Pretender's manual resolution: a `true` timing) until all four
  // calls are under way; then all four come back together.
  const paths = ['account/', 'payments/', 'me/', 'auth/ping/'];
  const held: Request[] = [];
  for (const path of paths) {
    server().get(
      path,
      (_schema, request) => {
        held.push(request);
        return refused();
      },
      { timing: true as unknown as number },
    );
  }
  const { store, ended } = renderHomeOf();
  await waitFor(() => expect(held).toHaveLength(paths.length));
  for (const request of held) resolve(request);

  expect(await screen.findByRole('button', { name: 'INGRESAR' })).toBeInTheDocument();
  for (const path of paths) {
    await waitFor(() => expect(answered(server(), 'GET', path)).toHaveLength(1));
  }
  await callsSettled(store);
  expect(ended).toEqual(['expired']);
  expect(store.getState().session.token).toBeNull();
});

test('a refusal that comes back after the cardholder signed in again does not end the new session', async () => {
  // The first payments/ answer (a 401 for the old token) is held back until the test lets it
  // go (Pretender's manual resolution: a `true` timing); every later one is answered at once.
  const holdBack: boolean[] = [];
  let held: Request | undefined;
  server().get(
    'payments/',
    (schema, request) => {
      const first = held === undefined;
      holdBack.push(first);
      if (first) {
        held = request;
        return refused();
      }
      return { data: [] };
    },
    { timing: (() => (holdBack.shift() ? true : 0)) as unknown as number },
  );
  let accountCalls = 0;
  server().get('account/', () => {
    accountCalls += 1;
    return accountCalls === 1
      ? refused()
      : { data: { credit: { available: 350000 }, balance: { current: 84350.75 } } };
  });
  const { user, store, ended, token } = renderHomeOf({
    dni: '30111222',
    last_digits: '45678901',
  });

  // The account's 401 ends the session; the cardholder signs in again.
  await user.type(await screen.findByLabelText('DNI'), '30111222');
  await user.type(screen.getByLabelText('Últimos 8 dígitos de la tarjeta'), '45678901');
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
  expect(await screen.findByText('$ 350,000.00')).toBeInTheDocument();
  const newToken = store.getState().session.token;
  expect(newToken).not.toBeNull();
  expect(newToken).not.toBe(token);
  expect(await screen.findByText('No existen pagos realizados')).toBeInTheDocument();

  // Now the old request's 401 arrives.
  resolve(held);
  await waitFor(() => expect(answered(server(), 'GET', 'payments/')).toHaveLength(2));
  await callsSettled(store);
  expect(store.getState().session.token).toBe(newToken);
  expect(screen.getByText('$ 350,000.00')).toBeInTheDocument();
  expect(ended).toEqual(['expired']);
});
