import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userChanged } from '@dd/api-client';
import type { BookingPriceLines } from '@dd/contracts/booking';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';

/** 1 Vehicle Type, 2 Package, 3 Location, 4 Time, 5 Payment, 6 the success screen (customer-side §2). */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

export const STEP_TITLES: Record<Exclude<WizardStep, 6>, string> = {
  1: 'Vehicle Type',
  2: 'Package',
  3: 'Location',
  4: 'Time',
  5: 'Payment',
};

/** The spec's booking draft (customer-side §3), less totalAmount, which is derived from the package. */
export interface WizardDraft {
  vehicleType: VehicleType;
  packageId: string | null;
  address: string;
  city: string;
  zipCode: string;
  specialInstructions: string;
  /** ISO instant: the start of the chosen arrival window. */
  scheduledDate: string | null;
  /** A signed-in customer's saved car chosen at step 1 (its type is vehicleType). */
  carId: string | null;
  /** A friend's referral code from /book?ref=CODE. */
  ref: string | null;
}

/** A booking created at checkout whose card is not authorized yet: a retry pays for it instead of booking again. */
export interface PendingBooking {
  id: string;
  /** draftKey() of the draft it was created from; a changed draft books anew. */
  key: string;
}

/** What the success screen shows (customer-side §2). */
export interface CompletedBooking {
  id: string;
  serviceName: string;
  vehicleType: VehicleType;
  city: string;
  totalAmount: string;
  priceLines: BookingPriceLines;
}

export interface WizardState {
  step: WizardStep;
  draft: WizardDraft;
  pending: PendingBooking | null;
  completed: CompletedBooking | null;
}

export const EMPTY_DRAFT: WizardDraft = {
  vehicleType: 'sedan',
  packageId: null,
  address: '',
  city: '',
  zipCode: '',
  specialInstructions: '',
  scheduledDate: null,
  carId: null,
  ref: null,
};

/** Under the api-client's per-user prefix, so a sign-out or another account clears it. */
export const STORAGE_KEY = 'dd.bookingWizard';

const initial = (): WizardState => ({ step: 1, draft: { ...EMPTY_DRAFT }, pending: null, completed: null });

/** The furthest step the draft has what it needs for: a stored step is never trusted beyond it. */
export function reachableStep(draft: WizardDraft): WizardStep {
  if (!draft.packageId) return 2;
  if (!draft.address || !draft.city || !draft.zipCode) return 3;
  if (!draft.scheduledDate) return 4;
  return 5;
}

/** Identifies what a pending booking was made from. */
export function draftKey(draft: WizardDraft): string {
  const { vehicleType, packageId, address, city, zipCode, specialInstructions, scheduledDate, carId } = draft;
  return JSON.stringify([vehicleType, packageId, address, city, zipCode, specialInstructions, scheduledDate, carId]);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The wizard as the tab last left it (sessionStorage), so a reload keeps the draft. Anything
 * malformed starts afresh; a window that has already begun is dropped (back to step 4); the
 * success screen is not restored (a reload there starts a new booking).
 */
export function loadWizard(storage: Pick<Storage, 'getItem'> | undefined, now = Date.now()): WizardState {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return initial();
    // Stored by an earlier visit, possibly an older version of this code: every field is checked.
    const stored = JSON.parse(raw) as { step?: unknown; draft?: Record<string, unknown>; pending?: Record<string, unknown> | null };
    const d = stored.draft ?? {};
    const scheduled = text(d.scheduledDate);
    const draft: WizardDraft = {
      vehicleType: VEHICLE_TYPES.find((type) => type === d.vehicleType) ?? 'sedan',
      packageId: text(d.packageId) || null,
      address: text(d.address),
      city: text(d.city),
      zipCode: text(d.zipCode),
      specialInstructions: text(d.specialInstructions),
      scheduledDate: scheduled && Date.parse(scheduled) > now ? scheduled : null,
      carId: text(d.carId) || null,
      ref: text(d.ref) || null,
    };
    const pendingId = text(stored.pending?.id);
    const pendingKey = text(stored.pending?.key);
    const pending = pendingId && pendingKey ? { id: pendingId, key: pendingKey } : null;
    const wanted = typeof stored.step === 'number' && stored.step >= 1 && stored.step <= 5 ? Math.floor(stored.step) : 1;
    const step = Math.min(wanted, reachableStep(draft)) as WizardStep;
    return { step, draft, pending, completed: null };
  } catch {
    return initial();
  }
}

export function saveWizard(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, state: WizardState): void {
  try {
    if (state.step === 6) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify({ step: state.step, draft: state.draft, pending: state.pending }));
  } catch {
    // Storage full or refused (private mode): the wizard still works, it just won't survive a reload.
  }
}

const browserStorage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * The booking wizard's state (customer-side §4 transitions), injected into the shell's store by
 * the /book screen. Each transition names the step it leads to; Back never goes below step 1.
 */
export const wizardSlice = createSlice({
  name: 'bookingWizard',
  initialState: () => loadWizard(browserStorage()),
  reducers: {
    /** Step 1 submit. */
    vehicleChosen(state, action: PayloadAction<VehicleType>) {
      state.draft.vehicleType = action.payload;
      state.draft.carId = null;
      state.step = 2;
    },
    /** Step 1 with a saved car: its vehicle type, and the car on the booking. */
    carChosen(state, action: PayloadAction<{ carId: string; vehicleType: VehicleType }>) {
      state.draft.vehicleType = action.payload.vehicleType;
      state.draft.carId = action.payload.carId;
      state.step = 2;
    },
    /** /book?ref=CODE: the friend who referred this booking. */
    referralNoted(state, action: PayloadAction<string>) {
      state.draft.ref = action.payload;
    },
    /** A package from a link (?package=...): marked as chosen, the steps still run in order. */
    packagePreselected(state, action: PayloadAction<string>) {
      state.draft.packageId = action.payload;
    },
    /** Step 2: choosing a package goes to step 3. */
    packageChosen(state, action: PayloadAction<string>) {
      state.draft.packageId = action.payload;
      state.step = 3;
    },
    /** The stored package is not offered any more: choose again. */
    packageUnavailable(state) {
      state.draft.packageId = null;
      if (state.step > 2 && state.step < 6) state.step = 2;
    },
    /** Step 3 submit: kept while the ZIP is checked; locationAccepted moves on. */
    locationEntered(state, action: PayloadAction<Pick<WizardDraft, 'address' | 'city' | 'zipCode' | 'specialInstructions'>>) {
      Object.assign(state.draft, action.payload);
    },
    locationAccepted(state) {
      if (state.step === 3) state.step = 4;
    },
    /** Step 4: choosing a window goes to step 5. */
    windowChosen(state, action: PayloadAction<string>) {
      state.draft.scheduledDate = action.payload;
      state.step = 5;
    },
    /** Checkout answered that the window was just taken: choose another (step 4); nothing was booked. */
    windowTaken(state) {
      state.draft.scheduledDate = null;
      if (state.step === 5) state.step = 4;
    },
    back(state) {
      if (state.step > 1 && state.step < 6) state.step = (state.step - 1) as WizardStep;
    },
    bookingCreated(state, action: PayloadAction<PendingBooking>) {
      state.pending = action.payload;
    },
    /** Successful payment: the success screen; the draft is spent. */
    checkoutSucceeded(state, action: PayloadAction<CompletedBooking>) {
      state.step = 6;
      state.completed = action.payload;
      state.draft = { ...EMPTY_DRAFT };
      state.pending = null;
    },
    reset: () => initial(),
  },
  // One person's draft never shows to the next one on this browser.
  extraReducers: (builder) => builder.addCase(userChanged, () => initial()),
  selectors: {
    selectWizard: (state) => state,
  },
});

export const wizardActions = wizardSlice.actions;

declare module '@dd/api-client' {
  interface LazyLoadedSlices {
    bookingWizard: WizardState;
  }
}
