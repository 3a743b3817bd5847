import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingDto } from '@dd/contracts/booking';
import { PageSpinner } from '@dd/ui/page-spinner';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand } from '@dd/ui/theme';
import { useCancelBookingMutation, useGetBookingManageOptionsQuery, useRescheduleBookingMutation } from '../api/bookings.api';
import { bookingReference, longDate, windowText } from '../common/format';
import { LoadFailed } from '@dd/ui/load-state';
import { WindowPicker } from './WindowPicker';

export const CANCEL_CONFIRM_TEXT = 'Cancel this booking? Your card hold will be released.';

const h3Style = { fontSize: 16, margin: '0 0 8px', color: brand.text } as const;

/** The dialog's content, mounted only while open (so each opening reads the options afresh). */
function ManageBooking({ booking, onDone, reschedule: startRescheduling }: { booking: BookingDto; onDone: () => void; reschedule: boolean }) {
  const dispatch = useAppDispatch();
  const options = useGetBookingManageOptionsQuery(booking.id, { refetchOnMountOrArgChange: true });
  const [reschedule, rescheduling] = useRescheduleBookingMutation();
  const [cancel, cancelling] = useCancelBookingMutation();
  const [picking, setPicking] = useState(startRescheduling);
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  if (options.isLoading) return <PageSpinner label="Loading booking options" />;
  if (!options.data)
    return <LoadFailed title="Failed to Load Booking Options" error={options.error} onRetry={() => void options.refetch()} />;
  const { canReschedule, canCancel, freeCancellation, policyText } = options.data;

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
      await cancel(booking.id).unwrap();
      dispatch(showToast({ title: 'Booking cancelled', description: 'Your card hold has been released.' }));
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
          <p style={{ margin: 0 }}>This booking can no longer be rescheduled online. {policyText}</p>
        ) : !picking ? (
          <Button onClick={() => setPicking(true)}>Choose a New Time</Button>
        ) : (
          <>
            <WindowPicker
              packageId={booking.packageId}
              vehicleType={booking.vehicleType ?? 'sedan'}
              current={booking.scheduledDate}
              selected={selected}
              onSelect={setSelected}
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
        {canCancel && freeCancellation ? (
          confirmingCancel ? (
            <div role="alertdialog" aria-labelledby="cancel-confirm-text" data-testid="cancel-confirm">
              <p id="cancel-confirm-text" style={{ margin: '0 0 12px' }}>
                {CANCEL_CONFIRM_TEXT}
              </p>
              <Flex gap={8} wrap>
                <Button danger type="primary" loading={cancelling.isLoading} onClick={() => void onCancel()}>
                  Yes, Cancel Booking
                </Button>
                <Button onClick={() => setConfirmingCancel(false)}>Keep Booking</Button>
              </Flex>
            </div>
          ) : (
            <Button danger onClick={() => setConfirmingCancel(true)}>
              Cancel Booking
            </Button>
          )
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
export function ManageBookingDialog({ booking, open, onClose, reschedule = false }: { booking: BookingDto; open: boolean; onClose: () => void; reschedule?: boolean }) {
  return (
    <PlainDialog open={open} onClose={onClose} title="Manage Booking" width={760}>
      {open && <ManageBooking booking={booking} onDone={onClose} reschedule={reschedule} />}
    </PlainDialog>
  );
}
