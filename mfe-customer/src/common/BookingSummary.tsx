import type { BookingDto } from '@dd/contracts/booking';
import { formatUsd } from '@dd/ui/format';
import { brand } from '@dd/ui/theme';
import { bookingReference, longDate, PAYMENT_LABELS, VEHICLE_LABELS, windowText } from './format';

/** A booking's facts as a definition list (detail page, View Details dialog). */
export function BookingFacts({ booking }: { booking: BookingDto }) {
  const car = booking.car ? `${booking.car.year} ${booking.car.make} ${booking.car.model}` : null;
  const rows: [string, string, string][] = [
    ['Booking Reference', bookingReference(booking.id), 'booking-reference'],
    ['Package', booking.package?.name ?? '', 'booking-package'],
    ['Date', longDate(booking.scheduledDate), 'booking-date'],
    ['Arrival Window', windowText(booking), 'booking-window'],
    ['Address', booking.address, 'booking-address'],
    ['City', `${booking.city} ${booking.zipCode}`.trim(), 'booking-city'],
    ['Vehicle', car ?? (booking.vehicleType ? VEHICLE_LABELS[booking.vehicleType] : ''), 'booking-vehicle'],
    ['Total', formatUsd(booking.totalAmount), 'booking-total'],
    ['Payment Status', PAYMENT_LABELS[booking.paymentStatus] ?? booking.paymentStatus, 'payment-status'],
  ];
  if (booking.specialInstructions) rows.push(['Special Instructions', booking.specialInstructions, 'booking-instructions']);
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', gap: 16 }}>
      {rows
        .filter(([, value]) => value)
        .map(([term, value, testId]) => (
          <div key={term}>
            <dt style={{ color: brand.textMuted, fontSize: 13 }}>{term}</dt>
            <dd style={{ margin: 0, color: brand.text }} data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
