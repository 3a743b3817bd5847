import type { ReactNode } from 'react';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { formatMoney } from '@dd/domain/pricing';
import { bookingMoney, moneyAmountText, moneyText } from '@dd/domain/booking-money';
import { bookingReference, bookingVehicles, listStatus, longDate, paymentLabel, pendingNote, vehicleServiceText, vehiclesText, windowText } from './booking-format';
import { BookingStatusTag } from './status-tags';
import { brand, surfaceStyle } from './theme';

/** A booking's facts as a definition list (a booking's page, a View Details dialog). */
export function BookingFacts({ booking }: { booking: BookingSummaryDto }) {
  const vehicles = bookingVehicles(booking);
  // Several vehicles: each names its own package, so one Package row would tell only the first.
  const vehicleRow: [string, ReactNode, string] =
    vehicles.length > 1
      ? [
          `Vehicles (${vehicles.length})`,
          <ol key="vehicles" style={{ margin: 0, paddingLeft: 20 }}>
            {vehicles.map((vehicle) => (
              <li key={vehicle.position}>{vehicleServiceText(vehicle)}</li>
            ))}
          </ol>,
          'booking-vehicle',
        ]
      : ['Vehicle', vehicleServiceText({ ...vehicles[0], packageName: '' }), 'booking-vehicle'];
  const rows: [string, ReactNode, string][] = [
    ['Booking Reference', bookingReference(booking.id), 'booking-reference'],
    ['Package', vehicles.length > 1 ? '' : (booking.package?.name ?? ''), 'booking-package'],
    ['Date', longDate(booking.scheduledDate), 'booking-date'],
    ['Arrival Window', windowText(booking), 'booking-window'],
    ['Address', booking.address, 'booking-address'],
    ['City', `${booking.city} ${booking.zipCode}`.trim(), 'booking-city'],
    vehicleRow,
    ['Total', formatMoney(booking.totalAmount), 'booking-total'],
    ['Payment Status', paymentLabel(booking), 'payment-status'],
    // What was held, charged, released and refunded, so the total never reads as paid when it was not.
    ...bookingMoney(booking).map((line): [string, string, string] => [line.word, moneyAmountText(line), `booking-money-${line.word.toLowerCase().replace(' ', '-')}`]),
  ];
  if (booking.specialInstructions) rows.push(['Special Instructions', booking.specialInstructions, 'booking-instructions']);
  const note = pendingNote(booking);
  return (
    <>
      {note && <StatusNote note={note} />}
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
    </>
  );
}

/** A line under a booking's status saying what it means (pendingNote). */
function StatusNote({ note }: { note: string }) {
  return (
    <p style={{ margin: '0 0 16px', color: brand.text }} data-testid="booking-status-note">
      {note}
    </p>
  );
}

export interface BookingSummaryCardProps {
  booking: BookingSummaryDto;
  /** The heading; the package name by default (a link to the booking's page, say). */
  title?: ReactNode;
  /** Shows "Booking #XXXXXXXX" under the title. */
  showReference?: boolean;
  /** Shows the street address before the city. */
  showAddress?: boolean;
  /** A line under the facts (the customer's name on a DAD's list). */
  extra?: ReactNode;
  /** The card's buttons. */
  actions?: ReactNode;
  testId?: string;
}

/** One booking in a list: title and status, date and arrival window, place and total, then its actions. */
export function BookingSummaryCard({ booking, title, showReference, showAddress, extra, actions, testId = 'booking-card' }: BookingSummaryCardProps) {
  const place = showAddress ? `${booking.address}, ${booking.city}` : booking.city;
  const when = [longDate(booking.scheduledDate), windowText(booking)].filter(Boolean).join(' · ');
  const money = moneyText(booking);
  const note = pendingNote(booking);
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none' }} data-testid={testId} data-booking-id={booking.id}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'start', gap: 12 }}>
        <div>
          <strong style={{ fontSize: 18, color: brand.text }}>{title ?? booking.package?.name ?? 'Detail'}</strong>
          {showReference && <div style={{ color: brand.textMuted, fontSize: 13 }}>Booking #{bookingReference(booking.id)}</div>}
        </div>
        <BookingStatusTag status={listStatus(booking)} />
      </div>
      <p style={{ margin: '8px 0 12px', color: brand.text }}>
        {when}
        <br />
        {place} · {formatMoney(booking.totalAmount)}
        <br />
        <span data-testid="booking-card-vehicles">{vehiclesText(booking)}</span>
        {money && (
          <>
            <br />
            <span data-testid="booking-card-money">{money}</span>
          </>
        )}
      </p>
      {note && <StatusNote note={note} />}
      {extra}
      {actions && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{actions}</div>}
    </li>
  );
}
