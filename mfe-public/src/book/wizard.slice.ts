import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userChanged } from '@dd/api-client';
import type { BookingPriceLines, BookingSummaryDto } from '@dd/contracts/booking';
import { MAX_VEHICLES } from '@dd/contracts/booking-limits';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';
import { siteAnswersSchema, type SiteAnswers } from '@dd/contracts/site';
import { STORAGE_KEY } from './stored-draft';

/** 1 Vehicle Type, 2 Package, 3 Location, 4 Time, 5 Payment, 6 the success screen (customer-side §2). */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

export const STEP_TITLES: Record<Exclude<WizardStep, 6>, string> = {
  1: 'Vehicle Type',
  2: 'Package',
  3: 'Location',
  4: 'Time',
  5: 'Payment',
};

/** A vehicle after the first: its size, package, saved car and add-ons (steps 1 and 2 again). */
export interface VehicleDraft {
  vehicleType: VehicleType;
  packageId: string | null;
  carId: string | null;
  addOnIds: string[];
}

/**
 * The spec's booking draft (customer-side §3), less totalAmount, which is derived from the package.
 * Its vehicleType, packageId and carId are the first vehicle's; addOnIds its add-ons; moreVehicles
 * the second and third.
 */
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
  addOnIds: string[];
  moreVehicles: VehicleDraft[];
}

/** A booking created at checkout whose card is not authorized yet: a retry pays for it instead of booking again. */
export interface PendingBooking {
  id: string;
  /** draftKey() of the draft it was created from; a changed draft books anew. */
  key: string;
}

/**
 * What the success screen shows (customer-side §2), and beside it when and where (issue 36 item 3),
 * every vehicle's size, and the email a visitor's new account was made with (its set-password link goes there).
 */
export interface CompletedBooking {
  id: string;
  serviceName: string;
  vehicleType: VehicleType;
  /** Every vehicle's size, first one first (optional: a success screen saved before it was recorded). */
  vehicleTypes?: VehicleType[];
  city: string;
  totalAmount: string;
  priceLines: BookingPriceLines;
  scheduledDate?: string;
  startTime?: string | null;
  address?: string;
  zipCode?: string;
  /** Set when checkout made the account: the set-password email went to it. */
  newAccountEmail?: string | null;
}

/** The success screen's facts from the booking the API answered; `fallback` covers a booking that does not name its package or size. */
export function completedBooking(
  booking: BookingSummaryDto,
  fallback: { serviceName: string; vehicleType: VehicleType },
  newAccountEmail: string | null,
): CompletedBooking {
  const vehicles = booking.priceLines.vehicles ?? [];
  const vehicleType = booking.vehicleType ?? fallback.vehicleType;
  return {
    id: booking.id,
    serviceName: vehicles.length > 1 ? [...new Set(vehicles.map((v) => v.packageName))].join(', ') : (booking.package?.name ?? fallback.serviceName),
    vehicleType,
    vehicleTypes: vehicles.length > 1 ? vehicles.map((v) => v.vehicleType) : [vehicleType],
    city: booking.city,
    totalAmount: booking.totalAmount,
    priceLines: booking.priceLines,
    scheduledDate: booking.scheduledDate,
    startTime: booking.startTime,
    address: booking.address,
    zipCode: booking.zipCode,
    newAccountEmail,
  };
}

/** What the visitor typed in checkout's Your Details: kept with the draft, so a reload of step 5 loses none of it. */
export interface WizardContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface WizardState {
  step: WizardStep;
  /** Which vehicle steps 1 and 2 are about: 0 the first, 1 and 2 the others. */
  editing: number;
  /** Step 2 with the package chosen: its add-ons and 'Add another vehicle'. */
  extras: boolean;
  draft: WizardDraft;
  pending: PendingBooking | null;
  completed: CompletedBooking | null;
  /** Checkout's details as typed (null until typed). */
  contact: WizardContact | null;
  /** The site profile's answers given at step 3 (null: not touched); saved for the address once the booking exists (issue 44). */
  site: SiteAnswers | null;
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
  addOnIds: [],
  moreVehicles: [],
};

const initial = (): WizardState => ({ step: 1, editing: 0, extras: false, draft: { ...EMPTY_DRAFT }, pending: null, completed: null, contact: null, site: null });

/** Every vehicle of the draft, the first one first. */
export function draftVehicles(draft: WizardDraft): VehicleDraft[] {
  const { vehicleType, packageId, carId, addOnIds } = draft;
  return [{ vehicleType, packageId, carId, addOnIds }, ...draft.moreVehicles];
}

/** The vehicle steps 1 and 2 are about. */
export const editedVehicle = (state: Pick<WizardState, 'draft' | 'editing'>): VehicleDraft => draftVehicles(state.draft)[state.editing] ?? draftVehicles(state.draft)[0];

function updateVehicle(state: WizardState, change: Partial<VehicleDraft>): void {
  if (state.editing === 0) Object.assign(state.draft, change);
  else Object.assign(state.draft.moreVehicles[state.editing - 1], change);
}

/** The furthest step the draft has what it needs for: a stored step is never trusted beyond it. */
export function reachableStep(draft: WizardDraft): WizardStep {
  if (!draft.packageId || draft.moreVehicles.some((vehicle) => !vehicle.packageId)) return 2;
  if (!draft.address || !draft.city || !draft.zipCode) return 3;
  if (!draft.scheduledDate) return 4;
  return 5;
}

const VIEWS_AFTER_VEHICLES = ['location', 'time', 'payment', 'done'];
const VIEW_ORDER = [
  ...Array.from({ length: MAX_VEHICLES }, (_, index) => ['vehicle', 'package', 'add-ons'].map((view) => (index ? `${view}-${index + 1}` : view))).flat(),
  ...VIEWS_AFTER_VEHICLES,
];

/**
 * Where the wizard is, as the address bar shows it (`/book?step=time`): 'vehicle', 'package', 'add-ons'
 * ('-2', '-3' for another vehicle), 'location', 'time', 'payment', 'done'. Each step is a history entry,
 * so the back gesture goes one step back instead of leaving the wizard (issue 36 item 17).
 */
export function wizardView({ step, editing, extras }: Pick<WizardState, 'step' | 'editing' | 'extras'>): string {
  const vehicle = editing > 0 ? `-${editing + 1}` : '';
  if (step === 1) return `vehicle${vehicle}`;
  if (step === 2) return `${extras ? 'add-ons' : 'package'}${vehicle}`;
  return VIEWS_AFTER_VEHICLES[step - 3];
}

/** A view's place in the wizard's order (-1 for one it does not know): which way a history move went. */
export const viewRank = (view: string | null) => (view ? VIEW_ORDER.indexOf(view) : -1);

/** Identifies what a pending booking was made from. */
export function draftKey(draft: WizardDraft): string {
  const { vehicleType, packageId, address, city, zipCode, specialInstructions, scheduledDate, carId, addOnIds, moreVehicles } = draft;
  return JSON.stringify([vehicleType, packageId, address, city, zipCode, specialInstructions, scheduledDate, carId, addOnIds, moreVehicles]);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && !!item) : []);
const vehicleType = (value: unknown): VehicleType => VEHICLE_TYPES.find((type) => type === value) ?? 'sedan';

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
    const stored = JSON.parse(raw) as { step?: unknown; draft?: Record<string, unknown>; pending?: Record<string, unknown> | null; contact?: Record<string, unknown> | null; site?: unknown };
    const d = stored.draft ?? {};
    const scheduled = text(d.scheduledDate);
    const draft: WizardDraft = {
      vehicleType: vehicleType(d.vehicleType),
      packageId: text(d.packageId) || null,
      address: text(d.address),
      city: text(d.city),
      zipCode: text(d.zipCode),
      specialInstructions: text(d.specialInstructions),
      scheduledDate: scheduled && Date.parse(scheduled) > now ? scheduled : null,
      carId: text(d.carId) || null,
      ref: text(d.ref) || null,
      addOnIds: texts(d.addOnIds),
      moreVehicles: (Array.isArray(d.moreVehicles) ? (d.moreVehicles as Array<Record<string, unknown> | null>) : [])
        .slice(0, MAX_VEHICLES - 1)
        .map((v) => ({ vehicleType: vehicleType(v?.vehicleType), packageId: text(v?.packageId) || null, carId: text(v?.carId) || null, addOnIds: texts(v?.addOnIds) })),
    };
    const pendingId = text(stored.pending?.id);
    const pendingKey = text(stored.pending?.key);
    const pending = pendingId && pendingKey ? { id: pendingId, key: pendingKey } : null;
    const wanted = typeof stored.step === 'number' && stored.step >= 1 && stored.step <= 5 ? Math.floor(stored.step) : 1;
    const step = Math.min(wanted, reachableStep(draft)) as WizardStep;
    const c = stored.contact;
    const contact = c ? { firstName: text(c.firstName), lastName: text(c.lastName), email: text(c.email), phone: text(c.phone) } : null;
    // Steps 1 and 2 start again on the first vehicle.
    const site = siteAnswersSchema.safeParse(stored.site);
    return { step, editing: 0, extras: false, draft, pending, completed: null, contact, site: site.success && stored.site ? site.data : null };
  } catch {
    return initial();
  }
}

export function saveWizard(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, state: WizardState): void {
  try {
    if (state.step === 6) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify({ step: state.step, draft: state.draft, pending: state.pending, contact: state.contact, site: state.site }));
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
    /** Step 1 submit (for the vehicle being edited); add-ons priced for another size are kept, the server prices them anew. */
    vehicleChosen(state, action: PayloadAction<VehicleType>) {
      updateVehicle(state, { vehicleType: action.payload, carId: null });
      state.step = 2;
      state.extras = false;
    },
    /** Step 1 with a saved car: its vehicle type, and the car on the booking. */
    carChosen(state, action: PayloadAction<{ carId: string; vehicleType: VehicleType }>) {
      updateVehicle(state, { vehicleType: action.payload.vehicleType, carId: action.payload.carId });
      state.step = 2;
      state.extras = false;
    },
    /** /book?ref=CODE: the friend who referred this booking. */
    referralNoted(state, action: PayloadAction<string>) {
      state.draft.ref = action.payload;
    },
    /** A package from a link (?package=...): marked as chosen, the steps still run in order. */
    packagePreselected(state, action: PayloadAction<string>) {
      state.draft.packageId = action.payload;
    },
    /** Step 2: choosing a package shows its add-ons (add-ons of another package are dropped). */
    packageChosen(state, action: PayloadAction<{ packageId: string; addOnIds: string[] }>) {
      const vehicle = editedVehicle(state);
      const kept = vehicle.packageId === action.payload.packageId ? vehicle.addOnIds : vehicle.addOnIds.filter((id) => action.payload.addOnIds.includes(id));
      updateVehicle(state, { packageId: action.payload.packageId, addOnIds: kept });
      state.extras = true;
    },
    /** Step 2's add-ons: ticking or unticking one for the vehicle being edited. */
    addOnToggled(state, action: PayloadAction<string>) {
      const { addOnIds } = editedVehicle(state);
      updateVehicle(state, { addOnIds: addOnIds.includes(action.payload) ? addOnIds.filter((id) => id !== action.payload) : [...addOnIds, action.payload] });
    },
    /** Step 2's 'Add another vehicle': steps 1 and 2 for a new vehicle (at most MAX_VEHICLES). */
    vehicleAdded(state) {
      if (state.draft.moreVehicles.length >= MAX_VEHICLES - 1) return;
      state.draft.moreVehicles.push({ vehicleType: 'sedan', packageId: null, carId: null, addOnIds: [] });
      state.editing = state.draft.moreVehicles.length;
      state.step = 1;
      state.extras = false;
    },
    /** Removes vehicle `index` (1 or 2; the first stays): back to the first vehicle's add-ons. */
    vehicleRemoved(state, action: PayloadAction<number>) {
      if (action.payload < 1) return;
      state.draft.moreVehicles.splice(action.payload - 1, 1);
      state.editing = 0;
      state.step = 2;
      state.extras = true;
    },
    /** Step 2's Continue: every vehicle has its package; on to step 3. */
    extrasDone(state) {
      const missing = draftVehicles(state.draft).findIndex((vehicle) => !vehicle.packageId);
      state.extras = false;
      if (missing >= 0) {
        state.editing = missing;
        return;
      }
      state.editing = 0;
      state.step = 3;
    },
    /** The stored package is not offered any more: choose again. */
    packageUnavailable(state) {
      state.draft.packageId = null;
      state.editing = 0;
      state.extras = false;
      if (state.step > 2 && state.step < 6) state.step = 2;
    },
    /** Step 3 submit: kept while the ZIP is checked; locationAccepted moves on. */
    locationEntered(state, action: PayloadAction<Pick<WizardDraft, 'address' | 'city' | 'zipCode' | 'specialInstructions'>>) {
      Object.assign(state.draft, action.payload);
    },
    /** Step 3's site questions: the answers as they stand. */
    siteAnswered(state, action: PayloadAction<SiteAnswers>) {
      state.site = action.payload;
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
    /**
     * One step back. From step 2's add-ons to its packages; from step 1 of a vehicle being added
     * (no package yet), that vehicle is dropped and the previous one's add-ons show again.
     */
    back(state) {
      if (state.step === 2 && state.extras) {
        state.extras = false;
        return;
      }
      if (state.step === 1 && state.editing > 0) {
        if (!editedVehicle(state).packageId) state.draft.moreVehicles.splice(state.editing - 1, 1);
        state.editing -= 1;
        state.step = 2;
        state.extras = true;
        return;
      }
      if (state.step === 3) {
        // Back from the address: the last vehicle's add-ons.
        state.editing = state.draft.moreVehicles.length;
        state.step = 2;
        state.extras = true;
        return;
      }
      if (state.step > 1 && state.step < 6) state.step = (state.step - 1) as WizardStep;
    },
    /** Checkout's Your Details as typed. */
    contactTyped(state, action: PayloadAction<WizardContact>) {
      state.contact = action.payload;
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
      state.contact = null;
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
