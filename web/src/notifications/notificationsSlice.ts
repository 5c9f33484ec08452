import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A message key (translated in the messages namespace) with an id that restarts the snackbar timer. */
export interface Notice<T> {
  id: number;
  value: T;
  /** Stays false after hiding so the text does not vanish during the exit transition. */
  open: boolean;
}

export interface NotificationsState {
  /** Green channel. */
  success: Notice<string> | null;
  /** Red channel; several keys are shown comma separated. */
  errors: Notice<string[]> | null;
  /** Shared error state of failed calls, shown in the closable error dialog. */
  error: string | null;
  sequence: number;
}

const initialState: NotificationsState = { success: null, errors: null, error: null, sequence: 0 };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    successShown: (state, action: PayloadAction<string>) => {
      // a success answers what the red "check the marked fields" asked for: it goes (docs/web-usability.md)
      if (state.errors) state.errors.open = false;
      state.sequence += 1;
      state.success = { id: state.sequence, value: action.payload, open: true };
    },
    successHidden: (state) => {
      if (state.success) state.success.open = false;
    },
    errorsShown: (state, action: PayloadAction<string | string[]>) => {
      const keys = (Array.isArray(action.payload) ? action.payload : [action.payload]).filter(Boolean);
      if (!keys.length) return;
      state.sequence += 1;
      state.errors = { id: state.sequence, value: keys, open: true };
    },
    errorsHidden: (state) => {
      if (state.errors) state.errors.open = false;
    },
    errorOccurred: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
    errorCleared: (state) => {
      state.error = null;
    },
  },
  selectors: {
    selectSuccess: (state) => state.success,
    selectErrors: (state) => state.errors,
    selectError: (state) => state.error,
  },
});

export const { successShown, successHidden, errorsShown, errorsHidden, errorOccurred, errorCleared } =
  notificationsSlice.actions;
export const { selectSuccess, selectErrors, selectError } = notificationsSlice.selectors;
export default notificationsSlice;
