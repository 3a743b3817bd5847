import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import type { ReassignRefusal } from '@dd/contracts/admin-bookings';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { MAX_BOOKINGS_PER_DAD_PER_DAY } from '@dd/domain/availability';
import { moneyText } from '@dd/domain/booking-money';
import { bookingReference, bookingVehicles, listStatus, longDate, packageLineLabel, vehicleServiceText, windowText } from '@dd/ui/booking-format';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { PriceLines } from '@dd/ui/price-lines';
import { formatMoney } from '@dd/domain/pricing';
import { BookingStatusTag, PaymentStatusTag } from '@dd/ui/status-tags';
import { WeatherTag } from '@dd/ui/weather-tag';
import { useJobWeather } from '../weather/job-weather';
import { brand } from '@dd/ui/theme';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { useAdminGetBookingTipQuery, useAdminGetReassignChoicesQuery, useAdminGetRefundsQuery, useAdminMarkNoShowMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';
import { JobRecord } from './JobRecord';
import { leftOf, RefundDialog, refundable, type RefundOf } from './RefundDialog';
import { notStarted } from './CancelBookingDialog';
import { useBookingActions } from './use-booking-actions';

const name = (p?: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : 'Not assigned');

/** "+12 min drive" / "no extra drive": how much a DAD's day grows with the booking in their route. */
export const addedDriveText = (minutes: number) => (minutes > 0 ? `+${minutes} min drive` : minutes < 0 ? `${minutes} min drive` : 'no extra drive');

/** Why a DAD cannot take the booking, in the admin's words (the reasons are scheduling's, REASSIGN_REFUSALS). */
export const refusalText = (reason: ReassignRefusal, zipCode?: string): string =>
  ({
    not_covered: zipCode ? `doesn't cover ZIP ${zipCode}` : "doesn't cover this booking's ZIP",
    not_working: 'not working at this time that day',
    day_full: `already has ${MAX_BOOKINGS_PER_DAD_PER_DAY} jobs that day`,
    overlapping_job: 'has another job at this time',
    route_does_not_fit: 'the drive from their other jobs would miss the arrival window',
  })[reason];

/**
 * Another DAD for a pending or confirmed booking: only the DADs into whose route it fits with every
 * customer's arrival still in its window are offered, each with the drive time it adds to their day;
 * every other DAD is listed with why they cannot take it, so "nobody is free" is never a dead end.
 */
export function Reassign({ booking, onDone }: { booking: Pick<BookingSummaryDto, 'id'> & Partial<Pick<BookingSummaryDto, 'zipCode'>>; onDone: () => void }) {
  const choices = useAdminGetReassignChoicesQuery(booking.id, { refetchOnMountOrArgChange: true });
  const [dadId, setDadId] = useState<string>();
  const actions = useBookingActions();
  const options = (choices.data?.free ?? []).map((d) => ({ value: d.id, label: `${d.firstName} ${d.lastName} (${addedDriveText(d.addedDriveMinutes)})` }));
  const busy = choices.data?.busy ?? [];
  const unavailable = !!busy.length && (
    <div data-testid="reassign-busy" style={{ color: brand.textMuted }}>
      {options.length ? 'Not available:' : 'No other DAD is free for this booking’s time:'}
      <ul aria-label="DADs who cannot take this booking" style={{ margin: '4px 0 0', paddingLeft: 18 }}>
        {busy.map((dad) => (
          <li key={dad.id} data-dad-id={dad.id}>
            {dad.firstName} {dad.lastName}: {dad.reasons.map((reason) => refusalText(reason, booking.zipCode)).join('; ')}
          </li>
        ))}
      </ul>
    </div>
  );
  if (choices.isSuccess && !options.length) {
    return (
      unavailable || (
        <p data-testid="reassign-none" style={{ margin: 0, color: brand.textMuted }}>
          There is no other active DAD to reassign this booking to.
        </p>
      )
    );
  }
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
        <label style={{ display: 'grid', gap: 4, flex: '1 1 200px' }}>
          Reassign to another DAD
          <Select value={dadId} onChange={setDadId} options={options} loading={choices.isLoading} aria-label="Reassign to another DAD" />
        </label>
        <Button disabled={!dadId} loading={actions.busy} onClick={async () => dadId && (await actions.reassign(booking, dadId)) && onDone()}>
          Reassign
        </Button>
      </div>
      {unavailable}
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const TIP_SOURCES = { receipt: 'from the receipt', email: 'from the job-completed email', dad_phone: "on the DAD's phone" } as const;

/**
 * The money of a captured booking: what was taken, the tip, each refund (of the payment or of the
 * tip) with its reason and who made it, and Refund / Refund Tip while something of them is left.
 */
function Payment({ booking: opened }: { booking: BookingSummaryDto }) {
  // The booking as the last refund left it (the dialog was opened with the list's copy).
  const [booking, setBooking] = useState(opened);
  const captured = booking.capturedAmount != null;
  const refunds = useAdminGetRefundsQuery(booking.id, { skip: !captured, refetchOnMountOrArgChange: true });
  const tipQuery = useAdminGetBookingTipQuery(booking.id, { skip: booking.status !== 'completed', refetchOnMountOrArgChange: true });
  const [refunding, setRefunding] = useState<RefundOf | null>(null);
  const tip = tipQuery.data?.tip ?? null;
  const left = refundable(booking);
  const tipLeft = tip ? leftOf(tip.amount, tip.refundedAmount) : '0.00';
  return (
    <section aria-label="Payment" style={{ display: 'grid', gap: 8 }} data-testid="admin-booking-payment">
      <strong>Payment</strong>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <PaymentStatusTag status={booking.paymentStatus} capturedAmount={booking.capturedAmount} refundedAmount={booking.refundedAmount} fee={booking.fee} />
      </div>
      {/* What was held, charged, released and refunded, in the words the customer's screens use. */}
      {moneyText(booking) && <div data-testid="admin-booking-money">{moneyText(booking)}</div>}
      {tip && (
        <div data-testid="admin-booking-tip">
          Tip {formatMoney(tip.amount)} {TIP_SOURCES[tip.source]}
          {tip.refundedAmount !== '0.00' && <> · Refunded {formatMoney(tip.refundedAmount)}</>}
        </div>
      )}
      {!!refunds.data?.length && (
        <ul style={{ margin: 0, paddingLeft: 18, display: 'grid', gap: 4 }} data-testid="admin-refunds">
          {refunds.data.map((r) => (
            <li key={r.id}>
              {r.of === 'tip' && 'Tip: '}
              {formatMoney(r.amount)} on {when(r.createdAt)}
              {r.refundedBy && ` by ${name(r.refundedBy)}`}: {r.reason}
              {r.status !== 'succeeded' && ` (${r.status === 'failed' ? 'failed' : 'in progress'})`}
            </li>
          ))}
        </ul>
      )}
      {((captured && left !== '0.00') || tipLeft !== '0.00') && (
        <Flex gap={8} wrap>
          {captured && left !== '0.00' && (
            <Button danger onClick={() => setRefunding({ of: 'payment', booking })}>
              Refund
            </Button>
          )}
          {tip && tipLeft !== '0.00' && (
            <Button danger onClick={() => setRefunding({ of: 'tip', booking, tip })}>
              Refund Tip
            </Button>
          )}
        </Flex>
      )}
      <RefundDialog target={refunding} onClose={() => setRefunding(null)} onRefunded={(done) => 'booking' in done && setBooking(done.booking)} />
    </section>
  );
}

/** The customer was not there: the booking closes and the no-show fee (when agreed at checkout) is taken from the hold. */
function NoShow({ booking, onDone }: { booking: BookingSummaryDto; onDone: () => void }) {
  const [mark, marking] = useAdminMarkNoShowMutation();
  const act = useAdminAction();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button danger onClick={() => setAsking(true)}>
        Mark No-Show
      </Button>
      <ConfirmDialog
        open={asking}
        title="Mark this booking a no-show?"
        confirmLabel="Mark No-Show"
        cancelLabel="Keep Booking"
        danger
        busy={marking.isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          setAsking(false);
          const done = await act(() => mark(booking.id).unwrap(), {
            success: { title: 'Booking updated', description: 'Marked a no-show; the no-show fee agreed at checkout is charged and the rest of the hold released.' },
            failure: { title: 'Failed to update booking' },
          });
          if (done) onDone();
        }}
      >
        The customer was not there. Booking #{bookingReference(booking.id)} will be closed, and the no-show fee charged to the card held for it if the customer agreed to it at checkout.
      </ConfirmDialog>
    </>
  );
}

/** The details dialog (dad-and-admin §2): every fact of the booking; Cancel until it starts, Confirm while pending. */
export function BookingDetailsDialog({ booking, onClose, onCancel }: { booking: BookingSummaryDto | null; onClose: () => void; onCancel: (booking: BookingSummaryDto) => void }) {
  const actions = useBookingActions();
  const risk = useJobWeather(booking ?? { id: '', scheduledDate: '' });
  if (!booking) return null;
  const vehicles = bookingVehicles(booking);
  const facts: Array<[string, string]> = [
    ['Customer', name(booking.customer)],
    ['Email', booking.customer?.email ?? '—'],
    ['Phone', booking.customer?.phone ?? '—'],
    ['Date', longDate(booking.scheduledDate)],
    ['Time', windowText(booking)],
    // Every vehicle with its package and add-ons: a two-car booking's total needs both (issue 37 item 6).
    ...vehicles.map((vehicle): [string, string] => [vehicles.length > 1 ? `Vehicle ${vehicle.position}` : 'Vehicle', vehicleServiceText(vehicle)]),
    ['Address', booking.address],
    ['City', booking.city],
    ['ZIP', booking.zipCode],
    ['Special Instructions', booking.specialInstructions ?? '—'],
    ['Assigned DAD', name(booking.dad)],
  ];
  const pending = booking.status === 'pending';
  // Once the arrival window has begun, a confirmed or started job can be closed as a no-show.
  const canMarkNoShow = (booking.status === 'confirmed' || booking.status === 'in_progress') && Date.parse(booking.scheduledDate) <= Date.now();
  return (
    <PlainDialog open onClose={onClose} title={`Booking #${bookingReference(booking.id)}`}>
      <div style={{ display: 'grid', gap: 16 }} data-testid="admin-booking-details">
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <BookingStatusTag status={listStatus(booking)} />
          <WeatherTag risk={risk} window={booking} />
        </span>
        {/* The values' column may shrink (a long email wraps) so nothing pushes the dialog wider than a phone. */}
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) minmax(0, 1fr)', gap: '6px 16px', margin: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ color: brand.textMuted }}>{label}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-label="Price" style={{ display: 'grid', gap: 8 }}>
          <strong>Price</strong>
          <PriceLines lines={booking.priceLines} packageLabel={packageLineLabel(booking)} />
        </section>
        {!pending && booking.status !== 'confirmed' && <JobRecord booking={booking} />}
        <Payment booking={booking} />
        {(pending || booking.status === 'confirmed') && <Reassign booking={booking} onDone={onClose} />}
        {/*
          The spec's words (Close, Cancel, Confirm), read apart (decision 0376): Close stands alone on the
          left; the booking's actions sit together on the right, Cancel in red and named "Cancel booking"
          to assistive technology and on hover, so it is never taken for "close this dialog".
        */}
        <Flex gap={8} justify="space-between" wrap>
          <Button onClick={onClose}>Close</Button>
          <Flex gap={8} wrap role="group" aria-label="Booking actions">
            {canMarkNoShow && <NoShow booking={booking} onDone={onClose} />}
            {notStarted(booking) && (
              <Button danger aria-label="Cancel booking" title="Cancel this booking" onClick={() => onCancel(booking)}>
                Cancel
              </Button>
            )}
            {pending && (
              <Button type="primary" loading={actions.busy} onClick={async () => (await actions.confirm(booking)) && onClose()}>
                Confirm
              </Button>
            )}
          </Flex>
        </Flex>
      </div>
    </PlainDialog>
  );
}
