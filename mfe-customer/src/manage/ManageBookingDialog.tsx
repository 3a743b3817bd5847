import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingSummaryDto, BookingManageOptionsDto } from '@dd/contracts/booking';
import { formatMoney } from '@dd/domain/pricing';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { bookingReference, longDate, windowText } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { QueryState } from '@dd/ui/query-state';
import { brand } from '@dd/ui/theme';
import { WindowPicker } from '@dd/ui/window-picker';
import { useCustomerCancelBookingMutation, useCustomerGetBookingManageOptionsQuery, useCustomerRescheduleBookingMutation } from '../api/bookings.api';

export const CANCEL_CONFIRM_TEXT = 'Cancel this booking? Your card hold will be released.';

/** Inside the policy window, with the fee agreed at checkout. */
export const lateCancelConfirmText = (fee: string) => `Cancel this booking? The late-cancellation fee of ${formatMoney(fee)} will be charged to your card and the rest of the hold released.`;

const h3Style = { fontSize: 16, margin: '0 0 8px', color: brand.text } as const;

/** Days offered for a new time: two weeks, as the booking wizard. */
const DAYS_SHOWN = 14;

/** The dialog's content, mounted only while open (so each opening reads the options afresh). */
function ManageBooking({ booking, onDone, reschedule }: { booking: BookingSummaryDto; onDone: () => void; reschedule: boolean }) {
  const options = useCustomerGetBookingManageOptionsQuery(booking.id, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={options} errorTitle="Failed to Load Booking Options" loadingLabel="Loading booking options">
      {(data) => <ManageOptions booking={booking} options={data} onDone={onDone} reschedule={reschedule} />}
    </QueryState>
  );
}

function ManageOptions({ booking, options, onDone, reschedule: startRescheduling }: { booking: BookingSummaryDto; options: BookingManageOptionsDto; onDone: () => void; reschedule: boolean }) {
  const dispatch = useAppDispatch();
  const [reschedule, rescheduling] = useCustomerRescheduleBookingMutation();
  const [cancel, cancelling] = useCustomerCancelBookingMutation();
  const [picking, setPicking] = useState(startRescheduling);
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [range] = useState(() => {
    const from = calendarDate(new Date());
    // The server sizes the windows for the whole booking (every vehicle's package and add-ons), as reschedule checks it.
    return { from, to: addDays(from, DAYS_SHOWN - 1), bookingId: booking.id };
  });
  const { canReschedule, canCancel, freeCancellation, policyText, rescheduleRefusal, lateCancelFee } = options;
  // Inside the window with a fee agreed at checkout: the customer may cancel once told the fee.
  const withFee = canCancel && !freeCancellation && lateCancelFee != null;

  const onReschedule = async () => {
    if (!selected) return;
    try {
      const updated = await reschedule({ id: booking.id, scheduledDate: selected }).unwrap();
      dispatch(
        showToast({
          title: 'Booking rescheduled',
          description: `Your detail is now on ${longDate(updated.scheduledDate ?? selected)}, ${windowText({ scheduledDate: updated.scheduledDate ?? selected })}.`,
        }),
      );
      onDone();
    } catch (error) {
      // The window may have gone meanwhile: the picker reads availability again (the tag was invalidated).
      setSelected(null);
      dispatch(showToast({ title: 'Reschedule Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };

  const onCancel = async () => {
    try {
      await cancel({ id: booking.id, acceptFee: withFee }).unwrap();
      dispatch(
        showToast({
          title: 'Booking cancelled',
          description: withFee ? `The late-cancellation fee of ${formatMoney(lateCancelFee!)} was charged; the rest of your card hold is released.` : 'Your card hold has been released.',
        }),
      );
      onDone();
    } catch (error) {
      setConfirmingCancel(false);
      dispatch(showToast({ title: 'Cancellation Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <p style={{ margin: 0, color: brand.textMuted }}>
        {booking.package?.name ?? 'Your detail'} · {longDate(booking.scheduledDate)}, {windowText(booking)} · Booking #{bookingReference(booking.id)}
      </p>

      <section aria-labelledby="manage-reschedule" data-testid="manage-reschedule">
        <h3 id="manage-reschedule" style={h3Style}>
          Reschedule
        </h3>
        {!canReschedule ? (
          <p style={{ margin: 0 }}>This booking can no longer be rescheduled online. {rescheduleRefusal ?? policyText}</p>
        ) : !picking ? (
          <Button onClick={() => setPicking(true)}>Choose a New Time</Button>
        ) : (
          <>
            <p style={{ margin: '0 0 12px', color: brand.textMuted }} data-testid="reschedule-policy">
              A new time less than {options.cancellationPolicyHours} hours away ends free cancellation at once: those times say so.
            </p>
            <WindowPicker
              range={range}
              current={booking.scheduledDate}
              freeCancellation={{ hours: options.cancellationPolicyHours }}
              selected={selected}
              onSelect={setSelected}
              testId="reschedule"
            />
            <Flex gap={8} style={{ marginTop: 12 }} wrap>
              <Button type="primary" disabled={!selected} loading={rescheduling.isLoading} onClick={() => void onReschedule()}>
                Confirm New Time
              </Button>
              <Button onClick={() => (setPicking(false), setSelected(null))}>Keep Current Time</Button>
            </Flex>
          </>
        )}
      </section>

      <section aria-labelledby="manage-cancel" data-testid="manage-cancel">
        <h3 id="manage-cancel" style={h3Style}>
          Cancel
        </h3>
        {canCancel && (freeCancellation || withFee) ? (
          <>
            {withFee && (
              <div data-testid="late-cancel-fee" style={{ borderLeft: `4px solid ${brand.warning}`, background: `${brand.warning}14`, borderRadius: 8, padding: '12px 16px', marginBottom: 12 }}>
                <p style={{ margin: '0 0 4px' }}>{policyText}</p>
                <p style={{ margin: 0 }}>
                  You can still cancel now: the late-cancellation fee of <strong>{formatMoney(lateCancelFee!)}</strong> you agreed to at checkout is charged to your card, and the rest of the
                  hold is released.
                </p>
              </div>
            )}
            <Button danger onClick={() => setConfirmingCancel(true)}>
              {withFee ? `Cancel and Pay ${formatMoney(lateCancelFee!)} Fee` : 'Cancel Booking'}
            </Button>
            <ConfirmDialog
              open={confirmingCancel}
              title="Cancel Booking"
              confirmLabel="Yes, Cancel Booking"
              cancelLabel="Keep Booking"
              danger
              busy={cancelling.isLoading}
              onConfirm={() => void onCancel()}
              onCancel={() => setConfirmingCancel(false)}
            >
              {withFee ? lateCancelConfirmText(lateCancelFee!) : CANCEL_CONFIRM_TEXT}
            </ConfirmDialog>
          </>
        ) : (
          <div data-testid="cancel-policy" style={{ borderLeft: `4px solid ${brand.warning}`, background: `${brand.warning}14`, borderRadius: 8, padding: '12px 16px' }}>
            <p style={{ margin: '0 0 4px' }}>{policyText}</p>
            <Link to="/contact">Contact us</Link>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * Manage a pending or confirmed booking (GET /api/bookings/{id}/manage): reschedule it or cancel it.
 * `reschedule` opens it on the window picker (the dashboard's Reschedule button).
 */
export function ManageBookingDialog({ booking, open, onClose, reschedule = false }: { booking: BookingSummaryDto; open: boolean; onClose: () => void; reschedule?: boolean }) {
  return (
    <PlainDialog open={open} onClose={onClose} title="Manage Booking" width={760}>
      {open && <ManageBooking booking={booking} onDone={onClose} reschedule={reschedule} />}
    </PlainDialog>
  );
}
