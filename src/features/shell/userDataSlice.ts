import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionSwitched } from '../../services/events';

/**
 * The answer of me/, cached under 'user-data' as the spec asks (section 3) and, as the spec
 * says, never used: the drawer's greeting reads me/ through RTK Query (meApi.ts), never this.
 */
export interface UserDataState {
  name: string | null;
}

const initialState: UserDataState = { name: null };

/** A name worth greeting with: text with something in it besides spaces. */
export function cardholderNameOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export const userDataSlice = createSlice({
  name: 'userData',
  initialState,
  reducers: {
    /** me/ answered (src/features/shell/meApi.ts), its name already checked. */
    meReceived: (state, { payload }: PayloadAction<{ name?: string }>) => {
      state.name = payload.name ?? null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(sessionSwitched, () => initialState);
  },
});

export const { meReceived } = userDataSlice.actions;

/** What storage gave back, kept only when it is a name (of a sane length). */
export function restoreUserData(stored: Record<string, unknown>): UserDataState {
  const name = cardholderNameOf(stored.name);
  return { name: name !== null && name.length <= 200 ? name : null };
}
