import { createSlice } from '@reduxjs/toolkit';
import { sessionAdoptedFromOtherTab, sessionEnded, signedIn } from '../../services/events';

/** A token an HTTP header can carry: anything else would sign in a session no call can use. */
const USABLE_TOKEN = /^[\x21-\x7e]{1,4096}$/;

export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && USABLE_TOKEN.test(token);
}

export interface CredentialsState {
  token: string | null;
}

const initialState: CredentialsState = { token: null };

export const credentialsSlice = createSlice({
  name: 'credentials',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      // Checked again here: only a token an HTTP header can carry replaces this tab's own.
      .addCase(sessionAdoptedFromOtherTab, (state, { payload }) => {
        const { token } = restoreCredentials(payload);
        if (token) state.token = token;
      })
      .addCase(signedIn, (state, { payload }) => {
        state.token = payload.token;
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { selectToken, selectIsSignedIn } = credentialsSlice.selectors;

/** What storage gave back, kept only when it is a token an HTTP header can carry. */
export function restoreCredentials(stored: Record<string, unknown>): CredentialsState {
  return { token: isUsableToken(stored.token) ? stored.token : null };
}
