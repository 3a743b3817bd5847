/**
 * Where the tab keeps the wizard's draft (sessionStorage, wizard.slice.ts). Under the api-client's
 * per-user prefix, so a sign-out or another account clears it. Its own module: the first paint
 * names it too (first-paint.ts), without the store.
 */
export const STORAGE_KEY = 'dd.bookingWizard';
