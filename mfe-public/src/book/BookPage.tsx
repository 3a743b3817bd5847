import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api, useAppDispatch, useAppSelector, useCurrentUser } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { SiteAnswers } from '@dd/contracts/site';
import { lazyThemed } from '@dd/ui/lazy-themed';
import { PageSpinner } from '@dd/ui/page-spinner';
import { plainButtonClass, PlainStyles } from '@dd/ui/plain-styles';
import { brand, layout, surfaceStyle } from '@dd/ui/theme';
import { usePublicGetAddOnsQuery, usePublicGetLastBookingAddressQuery } from '../api/booking.api';
import { useActivePackages } from '../common/use-packages';
import { useT, type PublicMessageId } from '../i18n';
import type { Location } from './steps/LocationStep';
import { VehicleStep } from './steps/VehicleStep';
import {
  completedBooking,
  draftVehicles,
  editedVehicle,
  saveWizard,
  viewRank,
  wizardActions,
  wizardView,
  type PendingBooking,
  type WizardContact,
  type WizardStep,
} from './wizard.slice';
import { selectWizard } from './wizard.store';

const TOTAL_STEPS = 5;

// Step 1 (plain elements, no antd) comes with the page; every later step is its own chunk, fetched
// while the visitor is on the step before it, so /book shows at once and no step waits. Steps 3-6
// use antd (the forms also react-hook-form and zod), so they bring antd's theme along.
const withTheme = (load: () => Promise<unknown>) => () => Promise.all([load(), import('@dd/ui/theme-provider')]);
const loadPackageStep = () => Promise.all([import('./steps/PackageStep'), import('./steps/ExtrasStep')]);
const loadLocationStep = () => import('./steps/LocationStep');
const loadTimeStep = () => import('./steps/TimeStep');
const loadPaymentStep = () => import('./steps/PaymentStep');
const loadSuccessStep = () => import('./steps/SuccessStep');
const PackageStep = lazy(() => import('./steps/PackageStep').then((m) => ({ default: m.PackageStep })));
const ExtrasStep = lazy(() => import('./steps/ExtrasStep').then((m) => ({ default: m.ExtrasStep })));
const LocationStep = lazyThemed(() => loadLocationStep().then((m) => ({ default: m.LocationStep })));
const TimeStep = lazyThemed(() => loadTimeStep().then((m) => ({ default: m.TimeStep })));
const PaymentStep = lazyThemed(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));
const SuccessStep = lazyThemed(() => loadSuccessStep().then((m) => ({ default: m.SuccessStep })));
const NEXT_STEP: Partial<Record<WizardStep, () => Promise<unknown>>> = {
  1: loadPackageStep,
  2: withTheme(loadLocationStep),
  3: withTheme(loadTimeStep),
  4: withTheme(loadPaymentStep),
  5: withTheme(loadSuccessStep),
};
const CustomersOnly = lazy(() => import('./CustomersOnly'));

/** 'Step n of 5' and the step's title over a bar (customer-side §2). */
function Progress({ step }: { step: Exclude<WizardStep, 6> }) {
  const percent = (step / TOTAL_STEPS) * 100;
  const t = useT();
  const title = t(`book.step.${step}` as PublicMessageId);
  const stepOf = t('book.stepOf', { step, total: TOTAL_STEPS });
  return (
    <div style={{ marginBottom: 32 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', color: brand.textMuted, fontSize: 14, marginBottom: 8 }}>
        <span data-testid="wizard-step">
          {stepOf}
        </span>
        <strong style={{ color: brand.text }} data-testid="wizard-step-title">
          {title}
        </strong>
      </div>
      <div
        role="progressbar"
        aria-label={`${stepOf}: ${title}`}
        aria-valuemin={0}
        aria-valuemax={TOTAL_STEPS}
        aria-valuenow={step}
        style={{ height: 8, borderRadius: 999, background: brand.border, overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', background: brand.primary, transition: 'width 200ms ease' }} />
      </div>
    </div>
  );
}

/** /book: the booking wizard (customer-side §2, §4). Its state lives in the store and in sessionStorage. */
export default function BookPage() {
  const dispatch = useAppDispatch();
  const wizard = useAppSelector(selectWizard);
  const { step, draft, pending, completed, editing, extras } = wizard;
  const vehicles = draftVehicles(draft);
  const vehicle = editedVehicle(wizard);
  const { user } = useCurrentUser();
  const t = useT();
  // A visitor books as a new customer; a signed-in DAD or admin cannot book.
  const booksAsCustomer = !user || user.role === 'customer';
  const packagesQuery = useActivePackages();
  const { packages } = packagesQuery;
  const [searchParams, setSearchParams] = useSearchParams();
  const pkg = packages.find((candidate) => candidate.id === draft.packageId);
  // Add-ons are offered from step 2 on; fetched with the package list so they show at once.
  const addOns = usePublicGetAddOnsQuery(undefined, { skip: !booksAsCustomer }).data ?? [];
  // A returning customer's address step starts from where their last detail was.
  const savedAddress = usePublicGetLastBookingAddressQuery(undefined, { skip: user?.role !== 'customer' || step !== 3 || !!draft.address });

  // When the browser is idle, not in the tap that changed the step: React runs a tap's effects before
  // the next paint, and starting a step's chunks (with the theme's) held that paint about 100 ms on a slow phone.
  useEffect(() => {
    const preload = NEXT_STEP[step];
    if (!preload) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void preload(), { timeout: 1_000 });
    return () => cancel(id);
  }, [step]);

  // The draft survives a reload; the success screen does not (saveWizard drops it).
  useEffect(() => saveWizard(sessionStorage, wizard), [wizard]);

  // Coming back to /book after a finished booking starts a new one.
  useEffect(() => {
    if (step === 6) dispatch(wizardActions.reset());
    // Only on arrival: reaching step 6 while here must show the success screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // ?package=<type> (the Select Package links) preselects that package once the list is in.
  const wanted = searchParams.get('package');
  useEffect(() => {
    if (!wanted || !packages.length) return;
    const match = packages.find((candidate) => candidate.type === wanted || candidate.id === wanted);
    if (match) dispatch(wizardActions.packagePreselected(match.id));
    setSearchParams((params) => {
      params.delete('package');
      return params;
    }, { replace: true });
  }, [wanted, packages, dispatch, setSearchParams]);

  // ?step=... follows the wizard: a step forward is a new history entry, so the back gesture (and the
  // Back button, through history) goes one step back and a reload stays on the step (issue 36 item 17).
  const view = wizardView(wizard);
  const urlView = searchParams.get('step');
  const location = useLocation();
  const navigate = useNavigate();
  const seen = useRef<{ view: string; urlView: string | null } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { view, urlView };
    if (urlView === view) return;
    // The browser moved back to an earlier step: the wizard follows (from the success screen, a new booking).
    if (before && before.view === view && before.urlView !== urlView && viewRank(urlView) >= 0 && viewRank(urlView) < viewRank(view)) {
      dispatch(step === 6 ? wizardActions.reset() : wizardActions.back());
      return;
    }
    // The wizard moved (or the address names no step, or one it cannot be on): the address follows it.
    const forward = !!before && viewRank(view) > viewRank(before.view);
    setSearchParams(
      (params) => {
        params.set('step', view);
        return params;
      },
      { replace: !forward, state: forward ? { wizardStep: true } : location.state },
    );
  }, [view, urlView, step, dispatch, setSearchParams, location.state]);
  // A step reached forward is a history entry of its own: Back leaves it as the back gesture would.
  const goBack = () => ((location.state as { wizardStep?: boolean } | null)?.wizardStep ? navigate(-1) : dispatch(wizardActions.back()));

  // ?ref=CODE (a friend's referral link) is kept with the draft until checkout.
  const ref = searchParams.get('ref');
  useEffect(() => {
    if (ref) dispatch(wizardActions.referralNoted(ref));
  }, [ref, dispatch]);

  // A stored draft whose package is no longer offered goes back to choosing one.
  useEffect(() => {
    if (packagesQuery.isSuccess && draft.packageId && !pkg) dispatch(wizardActions.packageUnavailable());
  }, [packagesQuery.isSuccess, draft.packageId, pkg, dispatch]);

  const onLocation = useCallback((location: Location) => dispatch(wizardActions.locationEntered(location)), [dispatch]);
  const onAccepted = useCallback(() => dispatch(wizardActions.locationAccepted()), [dispatch]);
  const onSite = useCallback((answers: SiteAnswers) => dispatch(wizardActions.siteAnswered(answers)), [dispatch]);
  const onWindowTaken = useCallback(() => {
    dispatch(api.util.invalidateTags(['Availability']));
    dispatch(wizardActions.windowTaken());
  }, [dispatch]);
  const onBookingCreated = useCallback((created: PendingBooking) => dispatch(wizardActions.bookingCreated(created)), [dispatch]);
  const onContactTyped = useCallback((contact: WizardContact) => dispatch(wizardActions.contactTyped(contact)), [dispatch]);
  const onPaid = useCallback(
    (booking: BookingSummaryDto, newAccountEmail: string | null) =>
      dispatch(wizardActions.checkoutSucceeded(completedBooking(booking, { serviceName: pkg?.name ?? '', vehicleType: draft.vehicleType }, newAccountEmail))),
    [dispatch, pkg, draft.vehicleType],
  );

  let content;
  // A DAD or admin hears at once that booking is for customers, not after five steps and a card.
  if (!booksAsCustomer) content = <CustomersOnly role={user.role} />;
  else if (step === 6 && completed) content = <SuccessStep booking={completed} />;
  else if (step === 1)
    content = (
      <VehicleStep
        value={vehicle.vehicleType}
        carId={vehicle.carId}
        vehicleNumber={vehicles.length > 1 ? editing + 1 : undefined}
        takenCarIds={vehicles.flatMap((other, index) => (index !== editing && other.carId ? [other.carId] : []))}
        startFromSavedCar={editing === 0 && !vehicle.carId && !vehicle.packageId}
        onSubmit={(type) => dispatch(wizardActions.vehicleChosen(type))}
        onCar={(car) => dispatch(wizardActions.carChosen({ carId: car.id, vehicleType: car.vehicleType }))}
      />
    );
  else if (packagesQuery.isLoading) content = <PageSpinner label={t('packages.loading')} />;
  else if (step === 2 && extras)
    content = (
      <ExtrasStep
        draft={draft}
        vehicles={vehicles}
        editing={editing}
        packages={packages}
        addOns={addOns}
        onToggle={(id) => dispatch(wizardActions.addOnToggled(id))}
        onAddVehicle={() => dispatch(wizardActions.vehicleAdded())}
        onRemoveVehicle={(index) => dispatch(wizardActions.vehicleRemoved(index))}
        onContinue={() => dispatch(wizardActions.extrasDone())}
      />
    );
  else if (step === 2 || !pkg)
    content = (
      <PackageStep
        packagesQuery={packagesQuery}
        vehicleType={vehicle.vehicleType}
        selectedId={vehicle.packageId}
        onSelect={(id) => dispatch(wizardActions.packageChosen({ packageId: id, addOnIds: addOns.filter((a) => a.packageIds.includes(id)).map((a) => a.id) }))}
      />
    );
  else if (step === 3)
    content = savedAddress.isFetching ? (
      <PageSpinner label={t('book.loadingAddress')} />
    ) : (
      <LocationStep initial={draft.address || !savedAddress.data ? draft : { ...draft, ...savedAddress.data }} onEntered={onLocation} onAccepted={onAccepted} site={wizard.site} onSite={onSite} />
    );
  else if (step === 4)
    content = (
      <TimeStep
        selected={draft.scheduledDate}
        packageId={pkg.id}
        vehicleType={draft.vehicleType}
        addOnIds={draft.addOnIds}
        moreVehicles={draft.moreVehicles}
        zipCode={draft.zipCode}
        address={draft.address}
        city={draft.city}
        onChoose={(start) => dispatch(wizardActions.windowChosen(start))}
      />
    );
  else
    content = (
      <PaymentStep
        draft={draft}
        pkg={pkg}
        pending={pending}
        contact={wizard.contact}
        onContactTyped={onContactTyped}
        onBookingCreated={onBookingCreated}
        site={wizard.site}
        onPaid={onPaid}
        onWindowTaken={onWindowTaken}
      />
    );

  return (
    <div style={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }} data-testid="booking-wizard">
      <h1 style={{ fontSize: 32, margin: '0 0 24px', color: brand.text }}>{t('book.title')}</h1>
      {step !== 6 && booksAsCustomer && <Progress step={step} />}
      <div style={{ ...surfaceStyle }} key={`${step}-${editing}-${extras}`}>
        <Suspense fallback={<PageSpinner />}>{content}</Suspense>
      </div>
      {(step > 1 || editing > 0) && step < 6 && booksAsCustomer && (
        <button type="button" className={plainButtonClass({})} onClick={goBack} style={{ marginTop: 16 }}>
          <PlainStyles />
          <ArrowLeftOutlined aria-hidden />
          {t('book.back')}
        </button>
      )}
    </div>
  );
}
