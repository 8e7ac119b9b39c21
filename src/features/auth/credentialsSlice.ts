import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../../app/events';
import { authApi } from './authApi';

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
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        state.token = payload.token;
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { selectToken, selectIsSignedIn } = credentialsSlice.selectors;
