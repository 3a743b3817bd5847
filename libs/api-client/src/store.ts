import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from './api';
import { languageSlice } from './language.slice';
import { toastSlice } from './toast.slice';
import { userScopeMiddleware } from './user-scope';

/**
 * Slices a remote adds at run time. A remote declares its slice for typing with
 *   declare module '@dd/api-client' { interface LazyLoadedSlices { bookingWizard: WizardState } }
 * and registers it with `rootReducer.inject(wizardSlice)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer (RTK 2 combineSlices): the api cache, the toasts and the language, plus injected slices. */
export const rootReducer = combineSlices(api, toastSlice, languageSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** The store. The shell makes the one the page uses; a remote's standalone bootstrap makes its own. */
export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .concat(api.middleware)
        .concat(userScopeMiddleware(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage))),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
