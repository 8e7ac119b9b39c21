/**
 * The session's machine (services/session/sessionSlice.ts): every event in every state.
 * signed out -> signed in -> ended (with its reason and the page to come back to).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  locationChanged,
  sessionAdoptedFromOtherTab,
  sessionEnded,
  signedIn,
  tokenReceived,
} from '../../../src/services/events';
import {
  pageToReturnTo,
  restoreSession,
  selectEndReason,
  selectIsSignedIn,
  selectReturnTo,
  selectToken,
  sessionSlice,
} from '../../../src/services/session/sessionSlice';
import type { SessionState } from '../../../src/services/session/sessionState';

const { reducer } = sessionSlice;
const run = (state: SessionState | undefined, ...actions: UnknownAction[]) =>
  actions.reduce<SessionState>(
    (current, action) => reducer(current, action),
    reducer(state, { type: '@init' }),
  );
const view = (state: SessionState) => selectors({ session: state });
function selectors(root: { session: SessionState }) {
  return {
    token: selectToken(root),
    signedIn: selectIsSignedIn(root),
    endReason: selectEndReason(root),
    returnTo: selectReturnTo(root),
  };
}

const MARIA = { token: 'token-maria', dni: '30111222' };
const JORGE = { token: 'token-jorge', dni: '28999888' };
/** INGRESAR as the sign-in's sequence dispatches it: the token, then the signed-in pages. */
const signIn = (who: typeof MARIA) => [tokenReceived(who), signedIn()];
const onPayment = locationChanged({ pathname: '/payment', search: '?amount=50' });

test('it starts signed out: no token, no reason to tell', () => {
  expect(view(run(undefined))).toEqual({
    token: null,
    signedIn: false,
    endReason: null,
    returnTo: null,
  });
});

test('signed out, then signed in: the token is the session', () => {
  expect(view(run(undefined, ...signIn(MARIA)))).toMatchObject({
    token: 'token-maria',
    signedIn: true,
  });
});

test('the token comes first: its calls carry it while /login stays, until signedIn shows the signed-in pages', () => {
  const signingIn = run(undefined, tokenReceived(MARIA));
  expect(view(signingIn)).toEqual({
    token: 'token-maria',
    signedIn: false,
    endReason: null,
    returnTo: null,
  });
  expect(view(run(signingIn, signedIn())).signedIn).toBe(true);
});

test('ended while its first calls leave (a 401): the end stands, signedIn changes nothing, the way back is kept', () => {
  const ended = run(undefined, ...signIn(MARIA), onPayment, sessionEnded({ reason: 'expired' }));
  const endedAgain = run(ended, tokenReceived(MARIA), sessionEnded({ reason: 'expired' }));
  expect(run(endedAgain, signedIn())).toBe(endedAgain);
  expect(view(endedAgain)).toEqual({
    token: null,
    signedIn: false,
    endReason: 'expired',
    returnTo: null,
  });
  expect(view(run(endedAgain, ...signIn(MARIA))).returnTo).toBe('/payment?amount=50');
});

test("another tab's session taken while this one's first calls leave: signedIn changes nothing", () => {
  const adopted = run(
    undefined,
    tokenReceived(MARIA),
    sessionAdoptedFromOtherTab({ token: 'token-other' }),
  );
  expect(run(adopted, signedIn())).toBe(adopted);
  expect(view(adopted)).toMatchObject({ token: 'token-other', signedIn: true });
});

test.each(['expired', 'provider', 'idle'] as const)(
  'ended by itself (%s): the reason is told and the same cardholder is led back to her page',
  (reason) => {
    const ended = run(undefined, ...signIn(MARIA), onPayment, sessionEnded({ reason }));
    expect(view(ended)).toEqual({
      token: null,
      signedIn: false,
      endReason: reason,
      returnTo: null,
    });
    expect(view(run(ended, ...signIn(MARIA))).returnTo).toBe('/payment?amount=50');
    // Someone else on this device starts at home.
    expect(view(run(ended, ...signIn(JORGE))).returnTo).toBeNull();
  },
);

test("ended by 'Cerrar sesión': nothing to tell beyond the reason, and no way back", () => {
  const ended = run(undefined, ...signIn(MARIA), onPayment, sessionEnded({ reason: 'logout' }));
  expect(view(ended).endReason).toBe('logout');
  expect(view(run(ended, ...signIn(MARIA))).returnTo).toBeNull();
});

test('an end once ended keeps its first reason (a 401 after the provider failed)', () => {
  const ended = run(
    undefined,
    ...signIn(MARIA),
    sessionEnded({ reason: 'provider' }),
    sessionEnded({ reason: 'expired' }),
  );
  expect(view(ended).endReason).toBe('provider');
});

test('signed out, an end changes nothing (there was no session)', () => {
  expect(view(run(undefined, sessionEnded({ reason: 'idle' }))).endReason).toBeNull();
});

test('the way back is taken: on a signed-in page again, it is gone', () => {
  const back = run(
    undefined,
    ...signIn(MARIA),
    onPayment,
    sessionEnded({ reason: 'expired' }),
    ...signIn(MARIA),
  );
  expect(view(back).returnTo).toBe('/payment?amount=50');
  expect(view(run(back, locationChanged({ pathname: '/', search: '' }))).returnTo).toBeNull();
});

test('a page that is not one to come back to (the popup, an unknown path) is not remembered', () => {
  expect(pageToReturnTo({ pathname: '/payment/frame', search: '?opener=1' })).toBeNull();
  expect(pageToReturnTo({ pathname: '/no-such-page', search: '' })).toBeNull();
  const ended = run(
    undefined,
    ...signIn(MARIA),
    onPayment,
    locationChanged({ pathname: '/payment/frame', search: '' }),
    sessionEnded({ reason: 'expired' }),
    ...signIn(MARIA),
  );
  expect(view(ended).returnTo).toBe('/payment?amount=50');
});

test.each([
  ['signed out', undefined],
  ['ended', run(undefined, ...signIn(MARIA), sessionEnded({ reason: 'idle' }))],
  ['signed in as someone else', run(undefined, ...signIn(JORGE))],
])("%s, another tab's session is taken as it is", (_case, state) => {
  const adopted = run(state, sessionAdoptedFromOtherTab({ token: 'token-other' }));
  expect(view(adopted)).toEqual({
    token: 'token-other',
    signedIn: true,
    endReason: null,
    returnTo: null,
  });
});

test('storage gives back a session only with a token a header can carry', () => {
  expect(restoreSession({ token: 'abc' })).toMatchObject({ status: 'signedIn', token: 'abc' });
  for (const token of ['', 'a b', 'x'.repeat(5000), 42, null, undefined]) {
    expect(restoreSession({ token })).toEqual({ status: 'signedOut', token: null });
  }
});
