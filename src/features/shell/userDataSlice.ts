import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionSwitched } from '../../app/events';

/** The answer of me/, cached under 'user-data' (spec section 3) for the drawer's greeting. */
export interface UserDataState {
  name: string | null;
}

const initialState: UserDataState = { name: null };

export const userDataSlice = createSlice({
  name: 'userData',
  initialState,
  reducers: {
    /** me/ answered (src/features/shell/meApi.ts). */
    meReceived: (state, { payload }: PayloadAction<{ name?: string }>) => {
      state.name = typeof payload?.name === 'string' && payload.name.trim() ? payload.name : null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(sessionSwitched, () => initialState);
  },
  selectors: {
    selectCardholderName: (state) => state.name,
  },
});

export const { selectCardholderName } = userDataSlice.selectors;
export const { meReceived } = userDataSlice.actions;

/** What storage gave back, kept only when it is a name the drawer can show. */
export function restoreUserData(stored: Record<string, unknown>): UserDataState {
  const { name } = stored;
  return { name: typeof name === 'string' && name.trim() && name.length <= 200 ? name : null };
}
