import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { saysAnything, type SiteAnswers } from '@dd/contracts/site';
import { errorMessage, selectLanguage, showToast, useAddCarMutation, useAppDispatch, useAppSelector, useCurrentUser } from '@dd/api-client';
import { checkoutSchema, type BookingSummaryDto, type CheckoutForm } from '@dd/contracts/booking';
import type { PaymentMethodDto } from '@dd/contracts/payment';
import { lazyThemed } from '@dd/ui/lazy-themed';
import { cardName } from '@dd/ui/card-entry/card-name';
import type { PackageDto } from '@dd/contracts/package';
import { feePolicyText } from '@dd/domain/fees';
import { priceFor, toCents } from '@dd/domain/pricing';
import { feePolicyOf } from '@dd/contracts/settings';
import { PriceLines } from '@dd/ui/price-lines';
import { Optional } from '@dd/ui/form-field';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, surfaceStyle } from '@dd/ui/theme';
import {
  usePublicConfirmBookingPaymentMutation,
  usePublicConfirmTestCardMutation,
  usePublicCreateBookingMutation,
  usePublicCreatePaymentIntentMutation,
  usePublicGetPaymentConfigQuery,
  usePublicGetSavedCardsQuery,
  usePublicPayWithSavedCardMutation,
  usePublicSaveSiteMutation,
} from '../../api/booking.api';
import { LoadFailed } from '@dd/ui/load-state';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { usePublicSettings } from '../../common/use-settings';
import { runCheckout } from '../checkout';
import { moreVehiclesOf, useDraftPrice } from '../draft-price';
import { describeWindow } from '../time-slots';
import { CheckField, TextField } from '@dd/ui/form-controls';
import type { CardEntryHandle } from '@dd/ui/card-entry/card-entry';
import { TestCardForm } from '@dd/ui/card-entry/test-card-form';
import { draftKey, type PendingBooking, type WizardContact, type WizardDraft } from '../wizard.slice';
import { checkCarToSave, NO_CAR_TO_SAVE, SaveCarFields, type SaveCarValue } from './SaveCar';
import { Notice } from '@dd/ui/notice';
import { useT } from '../../i18n';
import { StepHeading } from './shared';
import { AgreeToTerms } from '../../common/agree-to-terms';

// Stripe Elements and Stripe.js load only in Stripe mode.
const StripeCardForm = lazy(() => import('@dd/ui/card-entry/stripe-card-form'));
// antd's radios for a returning customer's saved cards: loaded only when there are some.
const SavedPicker = lazyThemed(() => import('./SavedPicker'));

/** Cards that can still hold money: not past their expiry month. */
const unexpired = (card: PaymentMethodDto, now = new Date()) => card.expYear * 12 + card.expMonth >= now.getFullYear() * 12 + now.getMonth() + 1;

type CheckoutOutput = z.output<typeof checkoutSchema>;
/** The schema takes only `agreeToTerms: true`; the form starts unticked. */
type CheckoutValues = Omit<CheckoutForm, 'agreeToTerms'> & { agreeToTerms: boolean };
const checkoutResolver = zodResolver(checkoutSchema) as unknown as Resolver<CheckoutValues, unknown, CheckoutOutput>;


function Summary({ draft, pkg, holdMinutes }: { draft: WizardDraft; pkg: PackageDto; holdMinutes: number }) {
  const more = moreVehiclesOf(draft);
  const lines = useDraftPrice(draft, pkg);
  const t = useT();
  const tr = useUiText();
  const vehicle = t(`vehicle.${draft.vehicleType}`);
  const rows: [string, string][] = [
    [t('book.summary.service'), more.length ? t('book.summary.vehicles', { count: more.length + 1 }) : pkg.name],
    ...(more.length ? [] : [[t('book.summary.vehicle'), vehicle] as [string, string]]),
    [t('book.summary.address'), `${draft.address}, ${draft.city} ${draft.zipCode}`],
    [t('book.summary.arrival'), describeWindow(draft.scheduledDate, useIntlLocale(), tr)],
  ];
  return (
    <aside aria-label={t('book.summary.title')} style={{ ...surfaceStyle, alignSelf: 'start' }} data-testid="booking-summary">
      <h3 style={{ margin: '0 0 12px', fontSize: 18, color: brand.text }}>{t('book.summary.title')}</h3>
      <dl style={{ margin: 0, display: 'grid', gap: 10 }}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt style={{ color: brand.textMuted, fontSize: 13 }}>{term}</dt>
            <dd style={{ margin: 0, color: brand.text }}>{value}</dd>
          </div>
        ))}
      </dl>
      <div style={{ borderTop: `1px solid ${brand.border}`, marginTop: 16, paddingTop: 12 }}>
        {lines ? (
          <PriceLines lines={lines} packageLabel={`${pkg.name} (${vehicle})`} totalTestId="summary-total" />
        ) : (
          <PageSpinner label={t('book.workingOutPrice')} />
        )}
      </div>
      <p style={{ color: brand.textMuted, fontSize: 13, margin: '8px 0 0' }}>{t('book.summary.authorized')}</p>
      <p style={{ color: brand.textMuted, fontSize: 13, margin: '8px 0 0' }} data-testid="hold-notice">
        {t('book.summary.hold', { minutes: holdMinutes })}
      </p>
    </aside>
  );
}

interface PaymentStepProps {
  draft: WizardDraft;
  pkg: PackageDto;
  pending: PendingBooking | null;
  /** Your Details as last typed on this tab (a reload keeps them), or null. */
  contact: WizardContact | null;
  onContactTyped: (contact: WizardContact) => void;
  onBookingCreated: (pending: PendingBooking) => void;
  /** Step 3's site answers (null: not touched), kept for the address once the booking exists. */
  site: SiteAnswers | null;
  /** `newAccountEmail`: checkout made the account (a visitor's), and its set-password link went there. */
  onPaid: (booking: BookingSummaryDto, newAccountEmail: string | null) => void;
  /** The window was taken meanwhile (409): back to step 4 with the times read again. */
  onWindowTaken: () => void;
}

/**
 * Step 5: summary and checkout (customer-side §2, §5, §8). Books (or reuses the pending booking of
 * the same draft), sets up the payment, confirms the card and has the server record the hold.
 */
export function PaymentStep({ draft, pkg, pending, contact, onContactTyped, onBookingCreated, site, onPaid, onWindowTaken }: PaymentStepProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const tr = useUiText();
  const { user } = useCurrentUser();
  // The language they book in: an account the checkout opens keeps it for its emails, texts and invites.
  const language = useAppSelector(selectLanguage);
  const config = usePublicGetPaymentConfigQuery();
  const { settings } = usePublicSettings();
  const [createBooking] = usePublicCreateBookingMutation();
  const [createPaymentIntent] = usePublicCreatePaymentIntentMutation();
  const [confirmBookingPayment] = usePublicConfirmBookingPaymentMutation();
  const [confirmTestCard] = usePublicConfirmTestCardMutation();
  const [payWithSavedCard] = usePublicPayWithSavedCardMutation();
  const [saveSite] = usePublicSaveSiteMutation();
  const savedCards = (usePublicGetSavedCardsQuery(undefined, { skip: user?.role !== 'customer' }).data ?? []).filter((c) => unexpired(c));
  // A returning customer starts from their default card (undefined: not chosen yet); null is a new card.
  const [cardChoice, setCardChoice] = useState<string | null | undefined>(undefined);
  const chosenCardId = cardChoice === undefined ? (savedCards[0]?.id ?? null) : cardChoice;
  const card = useRef<CardEntryHandle>(null);
  const [busy, setBusy] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [cardDeclined, setCardDeclined] = useState<string | null>(null);
  const [addCar] = useAddCarMutation();
  const [carToSave, setCarToSave] = useState<SaveCarValue>(NO_CAR_TO_SAVE);
  const [carErrors, setCarErrors] = useState<Record<string, string>>({});
  // A car saved by an earlier attempt of this checkout is reused, never saved twice.
  const savedCarId = useRef<string | null>(null);
  const canSaveCar = user?.role === 'customer' && !draft.carId;

  const { control, handleSubmit, reset, formState, watch } = useForm<CheckoutValues, unknown, CheckoutOutput>({
    resolver: checkoutResolver,
    // What was typed before a reload comes back (the boxes are ticked again: they agree to this very checkout).
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', ...contact, agreeToTerms: false, agreeToPhotos: false },
  });

  // A signed-in customer has name and email prefilled (spec §2), unless they already typed (before a reload too).
  const typedBefore = !!contact;
  useEffect(() => {
    if (user && !formState.isDirty && !typedBefore)
      reset({ firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '', agreeToTerms: false, agreeToPhotos: false });
  }, [user, formState.isDirty, typedBefore, reset]);

  // Each change of Your Details is kept with the draft (issue 36 item 17).
  useEffect(() => {
    const typing = watch((values, { type }) => {
      if (type === 'change') onContactTyped({ firstName: values.firstName ?? '', lastName: values.lastName ?? '', email: values.email ?? '', phone: values.phone ?? '' });
    });
    return () => typing.unsubscribe();
  }, [watch, onContactTyped]);

  // The fee policy's amounts are worked out on the whole price (the server holds the same total).
  const total = useDraftPrice(draft, pkg)?.total ?? priceFor(pkg, draft.vehicleType);

  // A second tap while a payment is under way is ignored: `busy` only disables the button after a render.
  const paying = useRef(false);
  const onSubmit = handleSubmit(async (contact) => {
    if (paying.current) return;
    const saving = canSaveCar && carToSave.save ? checkCarToSave(carToSave, draft.vehicleType) : null;
    setCarErrors(saving?.errors ?? {});
    if ((!chosenCardId && !(await card.current?.validate())) || (saving && !saving.car)) return;
    setBusy(true);
    paying.current = true;
    // The decline or sign-in notice stays until this attempt answers: removing it at the tap moved
    // Confirm Booking, and the footer's links, under the finger (issue 36 item 4).
    if (saving?.car && !savedCarId.current) {
      try {
        savedCarId.current = (await addCar(saving.car).unwrap()).id;
      } catch (error) {
        setBusy(false);
        paying.current = false;
        dispatch(showToast({ title: t('book.checkout.carFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
        return;
      }
    }
    const result = await runCheckout(
      {
        request: {
          vehicleType: draft.vehicleType,
          packageId: pkg.id,
          totalAmount: total,
          address: draft.address,
          city: draft.city,
          zipCode: draft.zipCode,
          specialInstructions: draft.specialInstructions || null,
          scheduledDate: draft.scheduledDate ?? '',
          carId: draft.carId ?? (saving?.car ? savedCarId.current : null),
          addOnIds: draft.addOnIds,
          moreVehicles: moreVehiclesOf(draft),
          ref: draft.ref,
          contact,
          language,
        },
        pending,
        key: draftKey(draft),
        savedCardId: chosenCardId,
      },
      {
        createBooking: (body) => createBooking(body).unwrap(),
        createPaymentIntent: (body) => createPaymentIntent(body).unwrap(),
        confirmCard: async (clientSecret) => (card.current ? card.current.confirm(clientSecret) : { error: t('book.checkout.cardNotReady') }),
        confirmPayment: (bookingId) => confirmBookingPayment(bookingId).unwrap(),
        // The form only submits with the terms box ticked, which names the fees shown above it.
        payWithSavedCard: (bookingId, paymentMethodId) => payWithSavedCard({ bookingId, paymentMethodId, agreeToFeePolicy: true }).unwrap(),
        onBookingCreated: (created) => {
          onBookingCreated(created);
          // Now the visitor has an account: the site answers are kept for the address. They are optional,
          // so a failure here never stands in the way of paying; the portal's Sites page can add them later.
          if (site && saysAnything(site)) void saveSite({ address: draft.address, zipCode: draft.zipCode, ...site }).unwrap().catch(() => undefined);
        },
      },
    );
    setBusy(false);
    paying.current = false;
    if (result.ok) {
      dispatch(showToast({ title: t('book.checkout.createdTitle'), description: t('book.checkout.createdText') }));
      onPaid(result.booking, user ? null : contact.email);
      return;
    }
    setEmailTaken(!!result.emailTaken);
    setCardDeclined(result.cardDeclined ?? null);
    dispatch(showToast({ ...result.toast, title: tr(result.toast.title), description: result.toast.description && tr(result.toast.description) }));
    if (result.slotTaken) onWindowTaken();
  });

  let cardForm;
  if (config.isLoading) cardForm = <PageSpinner label={t('book.checkout.loadingPayment')} />;
  else if (config.isError || !config.data)
    cardForm = <LoadFailed title={t('book.checkout.setupFailed')} error={config.error} onRetry={() => void config.refetch()} />;
  else if (config.data.mode === 'stripe' && config.data.publishableKey)
    cardForm = (
      <Suspense fallback={<PageSpinner label={t('book.checkout.loadingCard')} />}>
        <StripeCardForm publishableKey={config.data.publishableKey} purpose="payment" ref={card} />
      </Suspense>
    );
  else cardForm = <TestCardForm ref={card} confirmCard={async (body) => void (await confirmTestCard(body).unwrap())} />;

  return (
    <div>
      <StepHeading text={t('book.checkout.text')}>{t('book.checkout.heading')}</StepHeading>
      {/* The summary comes first: on a phone the total is read before Confirm Booking. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', gap: 24 }}>
        <Summary draft={draft} pkg={pkg} holdMinutes={settings.unpaidHoldMinutes} />
        <form
          onSubmit={(event) => {
            // The card's messages show together with the form's, not only once the form is valid.
            void card.current?.validate();
            void onSubmit(event);
          }}
          noValidate
          aria-label={t('book.checkout.heading')}
        >
          <h3 style={{ margin: '0 0 12px', fontSize: 18, color: brand.text }}>{t('book.checkout.details')}</h3>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))', columnGap: 16 }}>
            <TextField form="checkout" control={control} name="firstName" label={t('book.checkout.firstName')} autoComplete="given-name" />
            <TextField form="checkout" control={control} name="lastName" label={t('book.checkout.lastName')} autoComplete="family-name" />
          </div>
          <TextField form="checkout" control={control} name="email" label={t('book.checkout.email')} type="email" autoComplete="email" placeholder="you@example.com" readOnly={!!user} />
          <TextField form="checkout" control={control} name="phone" label={<Optional>{t('book.checkout.phone')}</Optional>} type="tel" autoComplete="tel" />
          <Notice tone="info" title={t('book.checkout.feesTitle')} testId="fee-policy">
            {feePolicyText(feePolicyOf(settings), toCents(total), {
              free: (hours) => t('fees.free', { hours }),
              lateFee: (fee) => t('fees.late', { fee }),
              noOnlineCancel: t('fees.noOnlineCancel'),
              noShow: (fee) => t('fees.noShow', { fee }),
              taken: t('fees.taken'),
              percentOfTotal: (percent) => t('fees.percentOfTotal', { percent }),
            })}
          </Notice>
          <AgreeToTerms form="checkout" control={control} name="agreeToTerms" />
          <CheckField form="checkout" control={control} name="agreeToPhotos">
            <Optional>{t('book.checkout.photos')}</Optional>
          </CheckField>

          {canSaveCar && <SaveCarFields value={carToSave} errors={carErrors} onChange={setCarToSave} />}

          <h3 style={{ margin: '24px 0 12px', fontSize: 18, color: brand.text }}>{t('book.step.5')}</h3>
          {savedCards.length > 0 && (
            <Suspense fallback={null}>
              <SavedPicker
                legend={t('book.checkout.payWith')}
                testId="saved-cards"
                options={savedCards.map((card) => ({ id: card.id, label: t(card.isDefault ? 'book.checkout.savedCardDefault' : 'book.checkout.savedCard', { card: cardName(card), expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}` }) }))}
                otherLabel={t('book.checkout.newCard')}
                chosen={chosenCardId}
                onChoose={(id) => {
                  setCardChoice(id);
                  setCardDeclined(null);
                }}
              />
            </Suspense>
          )}
          {!chosenCardId && cardForm}
          {cardDeclined && (
            <Notice tone="error" title={t('book.checkout.paymentFailed')} testId="card-declined">
              {tr(cardDeclined)} {t('book.checkout.declinedText')}
            </Notice>
          )}

          {emailTaken && (
            <Notice tone="warning" title={t('book.checkout.accountTitle')} testId="sign-in-instead">
              {t('book.checkout.accountBefore')} <Link to="/auth">{t('book.checkout.signIn')}</Link> {t('book.checkout.accountAfter')}
            </Notice>
          )}
          <Button type="primary" htmlType="submit" size="large" block icon={<LockOutlined />} loading={busy} disabled={!config.data} style={{ marginTop: 16 }}>
            {t('book.checkout.confirm')}
          </Button>
        </form>
      </div>
    </div>
  );
}
