import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../app/events';

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
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectSavedAmount: (state) => state.amount,
  },
});

export const { amountSaved } = paymentSlice.actions;
export const { selectSavedAmount } = paymentSlice.selectors;
