import type { Dispatch } from '@reduxjs/toolkit';
import type { UnauthorizedAction } from '../api/authResponse';
import { sessionCleared } from './sessionSlice';
import { clearStoredSession } from './storage';

/** After a 401 the stored session is gone; reload to start clean as guest, or go to the root. */
export const leaveInvalidSession = (action: UnauthorizedAction): void => {
  clearStoredSession(window.localStorage);
  if (action === 'reload') window.location.reload();
  else window.location.hash = '#/';
};

/** Logout (docs/web-app.md): clear stored data, keep only IS_GUEST, show the dashboard. */
export const logout = () => (dispatch: Dispatch) => {
  clearStoredSession(window.localStorage);
  dispatch(sessionCleared());
  window.location.hash = '#/dashboard';
};
