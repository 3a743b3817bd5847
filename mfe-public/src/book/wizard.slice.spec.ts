import { plainPriceLines } from '@dd/domain/loyalty';
import { STORAGE_KEY } from './stored-draft';
import { EMPTY_DRAFT, draftKey, loadWizard, saveWizard, wizardActions, wizardSlice, type WizardState } from './wizard.slice';

const { reducer } = wizardSlice;
const NOW = Date.parse('2026-03-01T12:00:00Z');
const FUTURE = '2026-03-05T16:00:00.000Z';

/** A Map-backed Storage stand-in (jest runs in node). */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const fresh = (): WizardState => ({ step: 1, editing: 0, extras: false, draft: { ...EMPTY_DRAFT }, pending: null, completed: null, contact: null, site: null });
const filled = (): WizardState => ({
  step: 5,
  editing: 0,
  extras: false,
  draft: {
    vehicleType: 'suv',
    packageId: 'pkg-1',
    address: '1 Main St',
    city: 'Irvine',
    zipCode: '92618',
    specialInstructions: '',
    scheduledDate: FUTURE,
    carId: null,
    ref: null,
    addOnIds: [],
    moreVehicles: [],
  },
  pending: null,
  completed: null,
  contact: null,
  site: null,
});

describe('wizard transitions (customer-side §4)', () => {
  it('walks the five steps in order', () => {
    let state = reducer(fresh(), wizardActions.vehicleChosen('truck'));
    expect(state).toMatchObject({ step: 2, draft: { vehicleType: 'truck' } });
    state = reducer(state, wizardActions.packageChosen({ packageId: 'pkg-1', addOnIds: [] }));
    expect(state).toMatchObject({ step: 2, extras: true, draft: { packageId: 'pkg-1' } });
    state = reducer(state, wizardActions.extrasDone());
    expect(state).toMatchObject({ step: 3, extras: false });
    state = reducer(state, wizardActions.locationEntered({ address: 'a', city: 'b', zipCode: '92618', specialInstructions: '' }));
    expect(state.step).toBe(3);
    state = reducer(state, wizardActions.locationAccepted());
    expect(state.step).toBe(4);
    state = reducer(state, wizardActions.windowChosen(FUTURE));
    expect(state).toMatchObject({ step: 5, draft: { scheduledDate: FUTURE } });
  });

  it('adds add-ons and up to three vehicles, each through steps 1 and 2, and drops one left half-made', () => {
    let state = reducer(fresh(), wizardActions.vehicleChosen('suv'));
    state = reducer(state, wizardActions.packageChosen({ packageId: 'pkg-1', addOnIds: ['a1', 'a2'] }));
    state = reducer(state, wizardActions.addOnToggled('a1'));
    state = reducer(state, wizardActions.vehicleAdded());
    expect(state).toMatchObject({ step: 1, editing: 1, draft: { addOnIds: ['a1'], moreVehicles: [{ packageId: null }] } });
    state = reducer(state, wizardActions.carChosen({ carId: 'car-2', vehicleType: 'truck' }));
    state = reducer(state, wizardActions.packageChosen({ packageId: 'pkg-2', addOnIds: ['a2'] }));
    state = reducer(state, wizardActions.addOnToggled('a2'));
    // A package change keeps only the add-ons the new package has.
    state = reducer(state, wizardActions.packageChosen({ packageId: 'pkg-3', addOnIds: ['a1'] }));
    expect(state.draft.moreVehicles).toEqual([{ vehicleType: 'truck', packageId: 'pkg-3', carId: 'car-2', addOnIds: [] }]);
    state = reducer(state, wizardActions.vehicleAdded());
    state = reducer(state, wizardActions.vehicleAdded());
    expect(state.draft.moreVehicles).toHaveLength(2);
    // Back from a new vehicle's first step drops it.
    state = reducer(state, wizardActions.back());
    expect(state).toMatchObject({ step: 2, extras: true, editing: 1 });
    expect(state.draft.moreVehicles).toHaveLength(1);
    state = reducer(state, wizardActions.extrasDone());
    expect(state).toMatchObject({ step: 3, editing: 0 });
    expect(reducer(state, wizardActions.vehicleRemoved(1)).draft.moreVehicles).toEqual([]);
  });

  it('a preselected package does not skip steps', () => {
    expect(reducer(fresh(), wizardActions.packagePreselected('pkg-2'))).toMatchObject({ step: 1, draft: { packageId: 'pkg-2' } });
  });

  it('Back moves one step down and never below step 1, nor away from the success screen', () => {
    let state = reducer(filled(), wizardActions.back());
    expect(state.step).toBe(4);
    for (let i = 0; i < 6; i++) state = reducer(state, wizardActions.back());
    expect(state.step).toBe(1);
    const done = reducer(filled(), wizardActions.checkoutSucceeded({ id: 'b1', serviceName: 'x', vehicleType: 'suv', city: 'Irvine', totalAmount: '189.00', priceLines: plainPriceLines('189.00') }));
    expect(reducer(done, wizardActions.back()).step).toBe(6);
  });

  it('a stale auto-advance cannot skip ahead from another step', () => {
    expect(reducer({ ...filled(), step: 2 }, wizardActions.locationAccepted()).step).toBe(2);
  });

  it('success spends the draft and the pending booking', () => {
    const withPending = reducer(filled(), wizardActions.bookingCreated({ id: 'b1', key: 'k' }));
    const done = reducer(withPending, wizardActions.checkoutSucceeded({ id: 'b1', serviceName: 'The Deep Clean', vehicleType: 'suv', city: 'Irvine', totalAmount: '189.00', priceLines: plainPriceLines('189.00') }));
    expect(done).toMatchObject({ step: 6, pending: null, draft: EMPTY_DRAFT, completed: { serviceName: 'The Deep Clean' } });
  });

  it('a package that is no longer offered sends a later step back to choosing one', () => {
    expect(reducer(filled(), wizardActions.packageUnavailable())).toMatchObject({ step: 2, draft: { packageId: null } });
  });
});

describe('draftKey', () => {
  it('changes when anything booked changes, so a changed draft is booked anew', () => {
    const { draft } = filled();
    expect(draftKey(draft)).toBe(draftKey({ ...draft }));
    expect(draftKey({ ...draft, scheduledDate: '2026-03-06T16:00:00.000Z' })).not.toBe(draftKey(draft));
    expect(draftKey({ ...draft, vehicleType: 'sedan' })).not.toBe(draftKey(draft));
    expect(draftKey({ ...draft, addOnIds: ['a1'] })).not.toBe(draftKey(draft));
    expect(draftKey({ ...draft, moreVehicles: [{ vehicleType: 'suv', packageId: 'pkg-1', carId: null, addOnIds: [] }] })).not.toBe(draftKey(draft));
  });
});

describe('persistence (sessionStorage)', () => {
  it('a saved draft comes back after a reload, pending booking included', () => {
    const storage = memoryStorage();
    const state = { ...filled(), pending: { id: 'b1', key: 'k1' } };
    saveWizard(storage, state);
    expect(loadWizard(storage, NOW)).toEqual(state);
  });

  it('the site answers come back after a reload; malformed ones are dropped, the draft kept', () => {
    const storage = memoryStorage();
    const site = { water: false, power: true, covered: null, gateCode: '#12', hoaRules: null, parkingNotes: 'Driveway' };
    const state = reducer(filled(), wizardActions.siteAnswered(site));
    saveWizard(storage, state);
    expect(loadWizard(storage, NOW)).toEqual({ ...filled(), site });
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...JSON.parse(storage.getItem(STORAGE_KEY)!), site: { water: 'maybe' } }));
    expect(loadWizard(storage, NOW)).toEqual(filled());
  });

  it('a saved car sets the vehicle type and goes on the booking; a plain type clears it', () => {
    let state = reducer(fresh(), wizardActions.carChosen({ carId: 'car-1', vehicleType: 'truck' }));
    expect(state).toMatchObject({ step: 2, draft: { vehicleType: 'truck', carId: 'car-1' } });
    state = reducer(reducer(state, wizardActions.back()), wizardActions.vehicleChosen('sedan'));
    expect(state.draft).toMatchObject({ vehicleType: 'sedan', carId: null });
  });

  it('the success screen is not restored', () => {
    const storage = memoryStorage();
    saveWizard(storage, filled());
    saveWizard(storage, { ...fresh(), step: 6, completed: { id: 'b1', serviceName: 'x', vehicleType: 'sedan', city: 'Irvine', totalAmount: '89.00', priceLines: plainPriceLines('89.00') } });
    expect(storage.items.has(STORAGE_KEY)).toBe(false);
    expect(loadWizard(storage, NOW)).toEqual(fresh());
  });

  it('a window that has begun is dropped: back to step 4', () => {
    const storage = memoryStorage();
    saveWizard(storage, filled());
    const later = loadWizard(storage, Date.parse(FUTURE) + 1);
    expect(later).toMatchObject({ step: 4, draft: { scheduledDate: null, zipCode: '92618' } });
  });

  it('a stored step is never trusted beyond what the draft supports', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: JSON.stringify({ step: 5, draft: { vehicleType: 'suv', packageId: 'pkg-1' } }) });
    expect(loadWizard(storage, NOW)).toMatchObject({ step: 3, draft: { vehicleType: 'suv', packageId: 'pkg-1', address: '' } });
  });

  it('malformed or tampered storage starts afresh', () => {
    expect(loadWizard(memoryStorage({ [STORAGE_KEY]: '{not json' }), NOW)).toEqual(fresh());
    const odd = memoryStorage({ [STORAGE_KEY]: JSON.stringify({ step: 9, draft: { vehicleType: 'boat', packageId: 7 }, pending: { id: 3 } }) });
    expect(loadWizard(odd, NOW)).toEqual(fresh());
    expect(loadWizard(undefined, NOW)).toEqual(fresh());
  });

  it('a storage that refuses writes does not break the wizard', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => saveWizard(full, filled())).not.toThrow();
  });

  it('a window taken at checkout goes back to step 4 without the window; the rest of the draft stays', () => {
    const state = reducer(filled(), wizardActions.windowTaken());
    expect(state.step).toBe(4);
    expect(state.draft.scheduledDate).toBeNull();
    expect(state.draft.address).toBe(filled().draft.address);
    expect(state.draft.packageId).toBe(filled().draft.packageId);
  });
});

describe('the wizard in the address (issue 36 item 17)', () => {
  it('names each step, in the order a person goes through them', async () => {
    const { viewRank, wizardView } = await import('./wizard.slice');
    const path = [
      { step: 1, editing: 0, extras: false },
      { step: 2, editing: 0, extras: false },
      { step: 2, editing: 0, extras: true },
      { step: 1, editing: 1, extras: false },
      { step: 2, editing: 1, extras: true },
      { step: 3, editing: 0, extras: false },
      { step: 5, editing: 0, extras: false },
      { step: 6, editing: 0, extras: false },
    ] as const;
    const views = path.map((at) => wizardView(at));
    expect(views).toEqual(['vehicle', 'package', 'add-ons', 'vehicle-2', 'add-ons-2', 'location', 'payment', 'done']);
    expect(views.map(viewRank)).toEqual([...views.map(viewRank)].sort((a, b) => a - b));
    expect(viewRank('nonsense')).toBe(-1);
  });

  it("keeps checkout's details over a reload, and not a stored value of the wrong kind", () => {
    const storage = memoryStorage();
    saveWizard(storage, { ...filled(), contact: { firstName: 'Nora', lastName: 'Diaz', email: 'nora@example.com', phone: '' } });
    expect(loadWizard(storage, NOW).contact).toEqual({ firstName: 'Nora', lastName: 'Diaz', email: 'nora@example.com', phone: '' });
    storage.setItem(STORAGE_KEY, JSON.stringify({ step: 5, draft: filled().draft, contact: { firstName: 7 } }));
    expect(loadWizard(storage, NOW).contact).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });
});
