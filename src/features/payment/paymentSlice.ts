import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionSwitched } from '../../app/events';

/** The amount the cardholder is about to pay, kept so the success page can show it. */
export interface PaymentState {
  /** An exact decimal string such as '84350.75'. */
  amount: string | null;
}

const initialState: PaymentState = { amount: null };

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    amountSaved(state, action: PayloadAction<string>) {
      state.amount = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(sessionSwitched, () => initialState);
  },
  selectors: {
    selectSavedAmount: (state) => state.amount,
  },
});

export const { amountSaved } = paymentSlice.actions;
export const { selectSavedAmount } = paymentSlice.selectors;

/** What storage gave back, kept only when it is an exact decimal amount. */
export function restorePayment(stored: Record<string, unknown>): PaymentState {
  const { amount } = stored;
  return {
    amount: typeof amount === 'string' && /^\d{1,11}(\.\d{1,2})?$/.test(amount) ? amount : null,
  };
}
