import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { maskDni, remaskStoredDni } from '../lib/mask-dni';
import { sessionEnded, sessionSwitched, tokenReceived } from './events';

/**
 * The answer of me/, cached under 'user-data' as the spec asks (section 3): the name a
 * receipt prints. The drawer's greeting reads me/ through RTK Query (services/meApi.ts). Beside it,
 * the DNI signed in with, masked ('**.***.222'): the receipt's, never the DNI itself.
 */
export interface UserDataState {
  name: string | null;
  maskedDni: string | null;
}

const initialState: UserDataState = { name: null, maskedDni: null };

/** A name worth greeting with: text with something in it besides spaces. */
function cardholderNameOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export const userDataSlice = createSlice({
  name: 'userData',
  initialState,
  reducers: {
    /** me/ answered (services/meApi.ts), its name already checked. */
    meReceived: (state, { payload }: PayloadAction<{ name?: string }>) => {
      state.name = payload.name ?? null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenReceived, (state, { payload }) => {
        state.maskedDni = maskDni(payload.dni);
      })
      .addCase(sessionEnded, () => initialState)
      .addCase(sessionSwitched, () => initialState);
  },
  selectors: {
    selectHolderName: (state) => state.name,
    selectMaskedDni: (state) => state.maskedDni,
  },
});

export const { selectHolderName, selectMaskedDni } = userDataSlice.selectors;

export const { meReceived } = userDataSlice.actions;

/** What storage gave back: a name (of a sane length) and a DNI masked as it is today. */
export function restoreUserData(stored: Record<string, unknown>): UserDataState {
  const name = cardholderNameOf(stored.name);
  return {
    name: name !== null && name.length <= 200 ? name : null,
    maskedDni: remaskStoredDni(stored.maskedDni),
  };
}
