import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { guestSession, sessionFromIdentity } from './storage';
import type { Identity } from './types';

const sessionSlice = createSlice({
  name: 'session',
  initialState: guestSession(),
  reducers: {
    sessionStarted: (_state, action: PayloadAction<{ token: string; identity: Identity }>) =>
      sessionFromIdentity(action.payload.token, action.payload.identity),
    identityUpdated: (state, action: PayloadAction<Identity>) =>
      sessionFromIdentity(state.token, action.payload),
    tokenRenewed: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    sessionCleared: () => guestSession(),
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIdentity: (state) => state.identity,
    selectPermissions: (state) => state.permissions,
    selectIsLoggedIn: (state) => Boolean(state.token && state.identity),
  },
});

export const { sessionStarted, identityUpdated, tokenRenewed, sessionCleared } = sessionSlice.actions;
export const { selectToken, selectIdentity, selectPermissions, selectIsLoggedIn } = sessionSlice.selectors;
export default sessionSlice;
