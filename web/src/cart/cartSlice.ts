import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../session/sessionSlice';

/** Only the amount for the header badge; the cart issue adds items and checkout. */
const cartSlice = createSlice({
  name: 'cart',
  initialState: { amount: 0 },
  reducers: {
    cartAmountChanged: (state, action: PayloadAction<number>) => {
      state.amount = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state) => {
      state.amount = 0;
    });
  },
  selectors: { selectCartAmount: (state) => state.amount },
});

export const { cartAmountChanged } = cartSlice.actions;
export const { selectCartAmount } = cartSlice.selectors;
export default cartSlice;
