import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; default 5000 (spec §9). */
  duration?: number;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
}

export interface ToastState {
  /** One toast visible at a time (spec §9): a new one replaces the current one. */
  current: Toast | null;
  nextId: number;
}

export const TOAST_DURATION_MS = 5000;

const initialState: ToastState = { current: null, nextId: 1 };

/** Toasts: remotes and the shell dispatch `showToast`; only the shell renders them. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast(state, action: PayloadAction<ToastInput>) {
      const { title, description, variant = 'default', duration = TOAST_DURATION_MS } = action.payload;
      state.current = { id: state.nextId, title, description, variant, duration };
      state.nextId += 1;
    },
    dismissToast(state, action: PayloadAction<number | undefined>) {
      if (action.payload === undefined || state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectCurrentToast } = toastSlice.selectors;
