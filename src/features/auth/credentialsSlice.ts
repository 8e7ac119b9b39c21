import { createSlice } from '@reduxjs/toolkit';
import { sessionAdoptedFromOtherTab, sessionEnded, signedIn } from '../../services/events';

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
  const { token } = stored;
  return { token: typeof token === 'string' && /^[\x21-\x7e]{1,4096}$/.test(token) ? token : null };
}
