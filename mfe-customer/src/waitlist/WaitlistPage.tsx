import { Alert, Button, Checkbox, Flex, Select } from 'antd';
import { Link } from 'react-router-dom';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, showToast, useAppDispatch, useGetPackagesQuery } from '@dd/api-client';
import { VEHICLE_TYPES } from '@dd/contracts/enums';
import { joinWaitlistSchema, WAITLIST_MESSAGES, WAITLIST_OFFER_HOLD_MINUTES, WAITLIST_WINDOWS, type JoinWaitlistRequest, type WaitlistEntryDto, type WaitlistOfferDto } from '@dd/contracts/waitlist';
import { addDays, calendarDate, formatCalendarDate } from '@dd/domain/time-windows';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { EmptyState } from '@dd/ui/empty-state';
import { FormField, fieldA11y } from '@dd/ui/form-field';
import { TextField } from '@dd/ui/form-controls';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerAcceptOfferMutation, useCustomerGetWaitlistQuery, useCustomerJoinWaitlistMutation, useCustomerLeaveWaitlistMutation } from '../api/waitlist.api';

const WINDOW_NAMES = { morning: 'Morning (8 AM-12 PM)', afternoon: 'Afternoon (12-4 PM)', evening: 'Evening (4-8 PM)' } as const;
const resolver = zodResolver(joinWaitlistSchema) as unknown as Resolver<JoinWaitlistRequest>;
const h2 = { fontSize: 18, margin: '0 0 12px', color: brand.text } as const;
const range = (from: string, to: string) => (from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} - ${formatCalendarDate(to)}`);
const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' });

function JoinForm({ onJoined }: { onJoined: () => void }) {
  const dispatch = useAppDispatch();
  const packages = useGetPackagesQuery();
  const [join, joining] = useCustomerJoinWaitlistMutation();
  const tomorrow = addDays(calendarDate(new Date()), 1);
  const { control, handleSubmit, reset } = useForm<JoinWaitlistRequest>({
    resolver,
    defaultValues: { packageId: '', vehicleType: 'sedan', address: '', city: '', zipCode: '', fromDate: tomorrow, toDate: addDays(tomorrow, 6), windows: ['morning'] },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await join(values).unwrap();
      dispatch(showToast({ title: 'Added to the waitlist', description: WAITLIST_MESSAGES.joined }));
      reset();
      onJoined();
    } catch (error) {
      dispatch(showToast({ title: 'Failed to join the waitlist', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="waitlist-form" style={surfaceStyle} aria-labelledby="waitlist-join">
      <h2 id="waitlist-join" style={h2}>
        Join the waitlist
      </h2>
      <p style={{ marginTop: 0, color: brand.textMuted }}>No time that suits you? Tell us the days and times that would, and we will offer you the first place that opens.</p>
      <Controller
        control={control}
        name="packageId"
        render={({ field, fieldState }) => (
          <FormField id="waitlist-packageId" label="Package" error={fieldState.error?.message}>
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
          <FormField id="waitlist-vehicleType" label="Vehicle Type" error={fieldState.error?.message}>
            <Select {...fieldA11y('waitlist-vehicleType', fieldState.error?.message)} value={field.value} onChange={field.onChange} options={VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_LABELS[t] }))} style={{ width: '100%' }} />
          </FormField>
        )}
      />
      <TextField control={control} name="address" label="Street Address" form="waitlist" autoComplete="street-address" />
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 160px' }}>
          <TextField control={control} name="city" label="City" form="waitlist" autoComplete="address-level2" />
        </div>
        <div style={{ flex: '1 1 120px' }}>
          <TextField control={control} name="zipCode" label="ZIP Code" form="waitlist" inputMode="numeric" autoComplete="postal-code" />
        </div>
      </Flex>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 160px' }}>
          <TextField control={control} name="fromDate" label="From" form="waitlist" type="date" />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <TextField control={control} name="toDate" label="To" form="waitlist" type="date" />
        </div>
      </Flex>
      <Controller
        control={control}
        name="windows"
        render={({ field, fieldState }) => (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} aria-describedby={fieldState.error ? 'waitlist-windows-error' : undefined}>
            <legend style={{ marginBottom: 6 }}>Times that suit you</legend>
            <Checkbox.Group value={field.value} onChange={field.onChange} options={WAITLIST_WINDOWS.map((w) => ({ value: w, label: WINDOW_NAMES[w] }))} />
            {fieldState.error && (
              <div id="waitlist-windows-error" role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
                {fieldState.error.message}
              </div>
            )}
          </fieldset>
        )}
      />
      <Button type="primary" htmlType="submit" loading={joining.isLoading}>
        Join the waitlist
      </Button>
    </form>
  );
}

function Offer({ offer, onChanged }: { offer: WaitlistOfferDto; onChanged: () => void }) {
  const dispatch = useAppDispatch();
  const [accept, accepting] = useCustomerAcceptOfferMutation();
  const onAccept = async () => {
    try {
      await accept(offer.id).unwrap();
      dispatch(showToast({ title: 'Place booked', description: 'Pay for it from the booking to keep it.' }));
    } catch (error) {
      dispatch(showToast({ title: 'Could not book this place', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
    onChanged();
  };
  const when = `${formatCalendarDate(offer.date)}, ${offer.windowLabel}`;
  if (offer.status === 'accepted' && offer.bookingId)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="waitlist-booked"
        message={`Booked: ${when}`}
        description={<Link to={`/dadportal/customer/details/${offer.bookingId}`}>View and pay for this booking</Link>}
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      data-testid="waitlist-offer"
      message={`A place opened: ${when}`}
      description={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <span>First to accept gets it. Offer open until {clock(offer.expiresAt)}.</span>
          <Button type="primary" loading={accepting.isLoading} onClick={() => void onAccept()}>
            Accept this place
          </Button>
        </Flex>
      }
    />
  );
}

function Entry({ entry, onChanged }: { entry: WaitlistEntryDto; onChanged: () => void }) {
  const dispatch = useAppDispatch();
  const [leave, leaving] = useCustomerLeaveWaitlistMutation();
  const onLeave = async () => {
    try {
      await leave(entry.id).unwrap();
    } catch (error) {
      dispatch(showToast({ title: 'Failed to leave the waitlist', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
    onChanged();
  };
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 8 }} data-testid="waitlist-entry">
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div>
          <strong>{entry.packageName}</strong> · {VEHICLE_LABELS[entry.vehicleType]}
          <div style={{ color: brand.textMuted }}>
            {range(entry.fromDate, entry.toDate)} · {entry.windows.map((w) => WINDOW_NAMES[w].split(' ')[0]).join(', ')}
          </div>
          <div style={{ color: brand.textMuted }}>
            {entry.address}, {entry.city} {entry.zipCode}
          </div>
        </div>
        {entry.status === 'waiting' && (
          <Button onClick={() => void onLeave()} loading={leaving.isLoading} aria-label={`Leave the waitlist for ${entry.packageName}`}>
            Leave
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
  return (
    <PageFrame title="Waitlist" back={{ to: '/dadportal/customer', label: 'Back to Dashboard' }} testId="waitlist-page">
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', alignItems: 'start' }}>
        <section aria-labelledby="waitlist-mine">
          <h2 id="waitlist-mine" style={h2}>
            Your places
          </h2>
          <p style={{ marginTop: 0, color: brand.textMuted }}>When a place opens, it is offered to a few waiting customers for {WAITLIST_OFFER_HOLD_MINUTES} minutes by text and email; the first to accept gets it.</p>
          <QueryState query={query} errorTitle="Failed to Load Waitlist" toast loadingLabel="Loading waitlist">
            {(entries) =>
              entries.length === 0 ? (
                <EmptyState title="You are not waiting for a place" text="Join the waitlist and we will tell you when a time that suits you opens." />
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
