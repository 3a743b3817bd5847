import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { bookingReference, longDate, packageLineLabel, windowText } from '@dd/ui/booking-format';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { PriceLines } from '@dd/ui/price-lines';
import { BookingStatusTag } from '@dd/ui/status-tags';
import { brand } from '@dd/ui/theme';
import { useAdminGetReassignOptionsQuery } from '../api/admin.api';
import { useBookingActions } from './use-booking-actions';

const name = (p?: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : 'Not assigned');

/** "+12 min drive" / "no extra drive": how much a DAD's day grows with the booking in their route. */
export const addedDriveText = (minutes: number) => (minutes > 0 ? `+${minutes} min drive` : minutes < 0 ? `${minutes} min drive` : 'no extra drive');

/**
 * Another DAD for a pending or confirmed booking: only the DADs into whose route it fits with every
 * customer's arrival still in its window are offered, each with the drive time it adds to their day.
 */
export function Reassign({ booking, onDone }: { booking: Pick<BookingSummaryDto, 'id'>; onDone: () => void }) {
  const dads = useAdminGetReassignOptionsQuery(booking.id, { refetchOnMountOrArgChange: true });
  const [dadId, setDadId] = useState<string>();
  const actions = useBookingActions();
  const options = (dads.data ?? []).map((d) => ({ value: d.id, label: `${d.firstName} ${d.lastName} (${addedDriveText(d.addedDriveMinutes)})` }));
  if (dads.isSuccess && !options.length) {
    return <p data-testid="reassign-none" style={{ margin: 0, color: brand.textMuted }}>No other DAD is free for this booking’s time.</p>;
  }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
      <label style={{ display: 'grid', gap: 4, flex: '1 1 200px' }}>
        Reassign to another DAD
        <Select value={dadId} onChange={setDadId} options={options} loading={dads.isLoading} aria-label="Reassign to another DAD" />
      </label>
      <Button disabled={!dadId} loading={actions.busy} onClick={async () => dadId && (await actions.reassign(booking, dadId)) && onDone()}>
        Reassign
      </Button>
    </div>
  );
}

/** The details dialog (dad-and-admin §2): every fact of the booking; Cancel and Confirm while pending. */
export function BookingDetailsDialog({ booking, onClose, onCancel }: { booking: BookingSummaryDto | null; onClose: () => void; onCancel: (booking: BookingSummaryDto) => void }) {
  const actions = useBookingActions();
  if (!booking) return null;
  const car = booking.car;
  const facts: Array<[string, string]> = [
    ['Customer', name(booking.customer)],
    ['Email', booking.customer?.email ?? '—'],
    ['Phone', booking.customer?.phone ?? '—'],
    ['Package', booking.package?.name ?? '—'],
    ['Date', longDate(booking.scheduledDate)],
    ['Time', windowText(booking)],
    ['Vehicle', car ? `${car.year} ${car.make} ${car.model}${car.color ? ` (${car.color})` : ''}` : '—'],
    ['Address', booking.address],
    ['City', booking.city],
    ['ZIP', booking.zipCode],
    ['Assigned DAD', name(booking.dad)],
  ];
  const pending = booking.status === 'pending';
  return (
    <PlainDialog open onClose={onClose} title={`Booking #${bookingReference(booking.id)}`}>
      <div style={{ display: 'grid', gap: 16 }} data-testid="admin-booking-details">
        <BookingStatusTag status={booking.status} />
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', gap: '6px 16px', margin: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ color: brand.textMuted }}>{label}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-label="Price" style={{ display: 'grid', gap: 8 }}>
          <strong>Price</strong>
          <PriceLines lines={booking.priceLines} packageLabel={packageLineLabel(booking)} />
        </section>
        {(pending || booking.status === 'confirmed') && <Reassign booking={booking} onDone={onClose} />}
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>Close</Button>
          {pending && (
            <>
              <Button danger onClick={() => onCancel(booking)}>
                Cancel
              </Button>
              <Button type="primary" loading={actions.busy} onClick={async () => (await actions.setStatus(booking, 'confirmed')) && onClose()}>
                Confirm
              </Button>
            </>
          )}
        </Flex>
      </div>
    </PlainDialog>
  );
}
