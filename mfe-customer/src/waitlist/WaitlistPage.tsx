import { Alert, Button, Checkbox, Flex, Select } from 'antd';
import { Link } from 'react-router-dom';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, showToast, useAppDispatch, useGetPackagesQuery } from '@dd/api-client';
import { VEHICLE_TYPES } from '@dd/contracts/enums';
import { joinWaitlistSchema, WAITLIST_OFFER_HOLD_MINUTES, WAITLIST_WINDOWS, type JoinWaitlistRequest, type WaitlistWindow, type WaitlistEntryDto, type WaitlistOfferDto } from '@dd/contracts/waitlist';
import { addDays, ARRIVAL_WINDOWS, BUSINESS_TIME_ZONE, calendarDate, formatCalendarDate } from '@dd/domain/time-windows';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { EmptyState } from '@dd/ui/empty-state';
import { FormField, fieldA11y } from '@dd/ui/form-field';
import { TextField } from '@dd/ui/form-controls';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT, type CustomerMessageId } from '../i18n';
import { useCustomerAcceptOfferMutation, useCustomerGetWaitlistQuery, useCustomerJoinWaitlistMutation, useCustomerLeaveWaitlistMutation } from '../api/waitlist.api';

// A window's checkbox says its hours; the list of an entry's windows says only its name (libs/ui's tr('Morning')).
const WINDOW_CHOICES: Record<WaitlistWindow, CustomerMessageId> = { morning: 'waitlist.window.morning', afternoon: 'waitlist.window.afternoon', evening: 'waitlist.window.evening' };
const windowName = (id: WaitlistWindow) => ARRIVAL_WINDOWS.find((w) => w.id === id)?.name ?? id;
const resolver = zodResolver(joinWaitlistSchema) as unknown as Resolver<JoinWaitlistRequest>;
const h2 = { fontSize: 18, margin: '0 0 12px', color: brand.text } as const;
const day = (date: string, locale: string) => formatCalendarDate(date, undefined, locale);
const range = (from: string, to: string, locale: string) => (from === to ? day(from, locale) : `${day(from, locale)} - ${day(to, locale)}`);
const clock = (iso: string, locale: string) => new Date(iso).toLocaleTimeString(locale, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

function JoinForm({ onJoined }: { onJoined: () => void }) {
  const dispatch = useAppDispatch();
  const packages = useGetPackagesQuery();
  const [join, joining] = useCustomerJoinWaitlistMutation();
  const t = useT();
  const tr = useUiText();
  const tomorrow = addDays(calendarDate(new Date()), 1);
  const { control, handleSubmit, reset } = useForm<JoinWaitlistRequest>({
    resolver,
    defaultValues: { packageId: '', vehicleType: 'sedan', address: '', city: '', zipCode: '', fromDate: tomorrow, toDate: addDays(tomorrow, 6), windows: ['morning'] },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await join(values).unwrap();
      dispatch(showToast({ title: t('waitlist.added'), description: t('waitlist.added.text') }));
      reset();
      onJoined();
    } catch (error) {
      dispatch(showToast({ title: t('waitlist.joinFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="waitlist-form" style={surfaceStyle} aria-labelledby="waitlist-join">
      <h2 id="waitlist-join" style={h2}>
        {t('waitlist.join')}
      </h2>
      <p style={{ marginTop: 0, color: brand.textMuted }}>{t('waitlist.join.text')}</p>
      <Controller
        control={control}
        name="packageId"
        render={({ field, fieldState }) => (
          <FormField id="waitlist-packageId" label={tr('Package')} error={fieldState.error?.message}>
            <Select
              {...fieldA11y('waitlist-packageId', fieldState.error?.message)}
              value={field.value || undefined}
              onChange={field.onChange}
              loading={packages.isLoading}
              options={(packages.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              style={{ width: '100%' }}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="vehicleType"
        render={({ field, fieldState }) => (
          <FormField id="waitlist-vehicleType" label={t('cars.type')} error={fieldState.error?.message}>
            <Select {...fieldA11y('waitlist-vehicleType', fieldState.error?.message)} value={field.value} onChange={field.onChange} options={VEHICLE_TYPES.map((type) => ({ value: type, label: tr(VEHICLE_LABELS[type]) }))} style={{ width: '100%' }} />
          </FormField>
        )}
      />
      <TextField control={control} name="address" label={t('waitlist.street')} form="waitlist" autoComplete="street-address" />
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 160px' }}>
          <TextField control={control} name="city" label={tr('City')} form="waitlist" autoComplete="address-level2" />
        </div>
        <div style={{ flex: '1 1 120px' }}>
          <TextField control={control} name="zipCode" label={t('join.zip')} form="waitlist" inputMode="numeric" autoComplete="postal-code" />
        </div>
      </Flex>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 160px' }}>
          <TextField control={control} name="fromDate" label={t('waitlist.from')} form="waitlist" type="date" />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <TextField control={control} name="toDate" label={t('waitlist.to')} form="waitlist" type="date" />
        </div>
      </Flex>
      <Controller
        control={control}
        name="windows"
        render={({ field, fieldState }) => (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} aria-describedby={fieldState.error ? 'waitlist-windows-error' : undefined}>
            <legend style={{ marginBottom: 6 }}>{t('waitlist.times')}</legend>
            <Checkbox.Group value={field.value} onChange={field.onChange} options={WAITLIST_WINDOWS.map((w) => ({ value: w, label: t(WINDOW_CHOICES[w]) }))} />
            {fieldState.error && (
              <div id="waitlist-windows-error" role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
                {tr(fieldState.error.message ?? '')}
              </div>
            )}
          </fieldset>
        )}
      />
      <Button type="primary" htmlType="submit" loading={joining.isLoading}>
        {t('waitlist.join')}
      </Button>
    </form>
  );
}

function Offer({ offer, onChanged }: { offer: WaitlistOfferDto; onChanged: () => void }) {
  const dispatch = useAppDispatch();
  const [accept, accepting] = useCustomerAcceptOfferMutation();
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  const onAccept = async () => {
    try {
      await accept(offer.id).unwrap();
      dispatch(showToast({ title: t('waitlist.booked'), description: t('waitlist.booked.text') }));
    } catch (error) {
      dispatch(showToast({ title: t('waitlist.acceptFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
    onChanged();
  };
  const when = `${day(offer.date, locale)}, ${offer.windowLabel}`;
  if (offer.status === 'accepted' && offer.bookingId)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="waitlist-booked"
        message={t('waitlist.bookedWhen', { when })}
        description={<Link to={`/dadportal/customer/details/${offer.bookingId}`}>{t('waitlist.viewAndPay')}</Link>}
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      data-testid="waitlist-offer"
      message={t('waitlist.opened', { when })}
      description={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <span>{t('waitlist.firstToAccept', { time: clock(offer.expiresAt, locale) })}</span>
          <Button type="primary" loading={accepting.isLoading} onClick={() => void onAccept()}>
            {t('waitlist.accept')}
          </Button>
        </Flex>
      }
    />
  );
}

function Entry({ entry, onChanged }: { entry: WaitlistEntryDto; onChanged: () => void }) {
  const dispatch = useAppDispatch();
  const [leave, leaving] = useCustomerLeaveWaitlistMutation();
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  const onLeave = async () => {
    try {
      await leave(entry.id).unwrap();
    } catch (error) {
      dispatch(showToast({ title: t('waitlist.leaveFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
    onChanged();
  };
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 8 }} data-testid="waitlist-entry">
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div>
          <strong>{entry.packageName}</strong> · {tr(VEHICLE_LABELS[entry.vehicleType])}
          <div style={{ color: brand.textMuted }}>
            {range(entry.fromDate, entry.toDate, locale)} · {entry.windows.map((w) => tr(windowName(w))).join(', ')}
          </div>
          <div style={{ color: brand.textMuted }}>
            {entry.address}, {entry.city} {entry.zipCode}
          </div>
        </div>
        {entry.status === 'waiting' && (
          <Button onClick={() => void onLeave()} loading={leaving.isLoading} aria-label={t('waitlist.leave.label', { package: entry.packageName })}>
            {t('waitlist.leave')}
          </Button>
        )}
      </Flex>
      {entry.offers.map((offer) => (
        <Offer key={offer.id} offer={offer} onChanged={onChanged} />
      ))}
    </li>
  );
}

/** /customer/waitlist: the places a customer waits for, the offers of places that opened, and joining (issue 44). */
export default function WaitlistPage() {
  const query = useCustomerGetWaitlistQuery();
  const refetch = () => void query.refetch();
  const t = useT();
  return (
    <PageFrame title={t('waitlist.title')} back={{ to: '/dadportal/customer', label: t('history.back') }} testId="waitlist-page">
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', alignItems: 'start' }}>
        <section aria-labelledby="waitlist-mine">
          <h2 id="waitlist-mine" style={h2}>
            {t('waitlist.mine')}
          </h2>
          <p style={{ marginTop: 0, color: brand.textMuted }}>{t('waitlist.mine.text', { minutes: WAITLIST_OFFER_HOLD_MINUTES })}</p>
          <QueryState query={query} errorTitle={t('waitlist.failed')} toast loadingLabel={t('waitlist.loading')}>
            {(entries) =>
              entries.length === 0 ? (
                <EmptyState title={t('waitlist.none')} text={t('waitlist.none.text')} />
              ) : (
                <ul style={{ padding: 0, margin: 0, display: 'grid', gap: 12 }}>
                  {entries.map((entry) => (
                    <Entry key={entry.id} entry={entry} onChanged={refetch} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
        <JoinForm onJoined={refetch} />
      </div>
    </PageFrame>
  );
}
