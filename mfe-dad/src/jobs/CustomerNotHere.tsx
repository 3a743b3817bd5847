import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import { windowText } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { brand } from '@dd/ui/theme';
import { useDadMarkNoShowMutation } from '../api/dad.api';
import { readPosition } from './location';

/**
 * "Customer not here", after I'm Here: a before photo of the place must be uploaded first (it is the
 * record, with the phone's location); the booking then closes as a no-show and the agreed fee is charged.
 */
export function CustomerNotHere({ booking, uploadedPhotos, onDone }: { booking: { id: string; scheduledDate: string }; uploadedPhotos: number; onDone: () => void }) {
  const bookingId = booking.id;
  const dispatch = useAppDispatch();
  // Not before the arrival window begins (issue 37 item 11: it was offered, then refused by a toast); the button wakes up then.
  const windowStart = Date.parse(booking.scheduledDate);
  const [begun, setBegun] = useState(() => Date.now() >= windowStart);
  useEffect(() => {
    if (begun) return;
    const timer = setTimeout(() => setBegun(true), Math.min(windowStart - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [begun, windowStart]);
  const [mark, marking] = useDadMarkNoShowMutation();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    setAsking(false);
    const position = await readPosition();
    try {
      await mark({ id: bookingId, latitude: position?.latitude ?? null, longitude: position?.longitude ?? null }).unwrap();
      dispatch(showToast({ title: 'Marked a no-show', description: 'The customer is told, and the no-show fee they agreed to is charged.' }));
      onDone();
    } catch (error) {
      dispatch(showToast({ title: 'Failed to mark a no-show', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  }

  return (
    <div style={{ marginTop: 24, borderTop: `1px solid ${brand.border}`, paddingTop: 16 }} data-testid="customer-not-here">
      <p style={{ margin: '0 0 8px', color: brand.textMuted }} data-testid="customer-not-here-hint">
        {begun
          ? 'Nobody there with the car? Take a photo of the place as a before photo, then:'
          : `The arrival window (${windowText(booking)}) has not begun: you can mark the customer not here once it does.`}
      </p>
      <Button danger block disabled={!uploadedPhotos || !begun} loading={marking.isLoading} onClick={() => setAsking(true)} style={{ minHeight: 48 }}>
        Customer not here
      </Button>
      <ConfirmDialog
        open={asking}
        title="Customer not here?"
        confirmLabel="Yes, Customer Not Here"
        cancelLabel="Keep Waiting"
        danger
        busy={marking.isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        The job closes as a no-show with your photo and location, and the customer is charged the no-show fee they agreed to at checkout.
      </ConfirmDialog>
    </div>
  );
}
