import type { ReactNode } from 'react';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { formatMoney } from '@dd/domain/pricing';
import { bookingMoney } from '@dd/domain/booking-money';
import { bookingReference, bookingVehicles, listStatus, longDate, moneyAmountWords, moneyWords, paymentLabel, pendingNote, vehicleServiceText, vehiclesText, windowText } from './booking-format';
import { useUiText } from './i18n';
import { useIntlLocale } from './use-intl-locale';
import { BookingStatusTag } from './status-tags';
import { brand, surfaceStyle } from './theme';

/** A booking's facts as a definition list (a booking's page, a View Details dialog). */
export function BookingFacts({ booking }: { booking: BookingSummaryDto }) {
  const tr = useUiText();
  const locale = useIntlLocale();
  const vehicles = bookingVehicles(booking);
  // Several vehicles: each names its own package, so one Package row would tell only the first.
  const vehicleRow: [string, ReactNode, string] =
    vehicles.length > 1
      ? [
          tr('Vehicles ({count})', { count: vehicles.length }),
          <ol key="vehicles" style={{ margin: 0, paddingLeft: 20 }}>
            {vehicles.map((vehicle) => (
              <li key={vehicle.position}>{vehicleServiceText(vehicle, tr)}</li>
            ))}
          </ol>,
          'booking-vehicle',
        ]
      : [tr('Vehicle'), vehicleServiceText({ ...vehicles[0], packageName: '' }, tr), 'booking-vehicle'];
  const rows: [string, ReactNode, string][] = [
    [tr('Booking Reference'), bookingReference(booking.id), 'booking-reference'],
    [tr('Package'), vehicles.length > 1 ? '' : (booking.package?.name ?? ''), 'booking-package'],
    [tr('Date'), longDate(booking.scheduledDate, locale), 'booking-date'],
    [tr('Arrival Window'), windowText(booking, tr), 'booking-window'],
    [tr('Address'), booking.address, 'booking-address'],
    [tr('City'), `${booking.city} ${booking.zipCode}`.trim(), 'booking-city'],
    vehicleRow,
    [tr('Total'), formatMoney(booking.totalAmount), 'booking-total'],
    [tr('Payment Status'), paymentLabel(booking, tr), 'payment-status'],
    // What was held, charged, released and refunded, so the total never reads as paid when it was not.
    ...bookingMoney(booking).map((line): [string, string, string] => [tr(line.word), moneyAmountWords(line, booking.totalAmount, tr), `booking-money-${line.word.toLowerCase().replace(' ', '-')}`]),
  ];
  if (booking.specialInstructions) rows.push([tr('Special Instructions'), booking.specialInstructions, 'booking-instructions']);
  const note = pendingNote(booking, tr);
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
  const tr = useUiText();
  const locale = useIntlLocale();
  const place = showAddress ? `${booking.address}, ${booking.city}` : booking.city;
  const when = [longDate(booking.scheduledDate, locale), windowText(booking, tr)].filter(Boolean).join(' · ');
  const money = moneyWords(booking, tr);
  const note = pendingNote(booking, tr);
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none' }} data-testid={testId} data-booking-id={booking.id}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'start', gap: 12 }}>
        <div>
          <strong style={{ fontSize: 18, color: brand.text }}>{title ?? booking.package?.name ?? tr('Detail')}</strong>
          {showReference && <div style={{ color: brand.textMuted, fontSize: 13 }}>{tr('Booking #{reference}', { reference: bookingReference(booking.id) })}</div>}
        </div>
        <BookingStatusTag status={listStatus(booking)} />
      </div>
      <p style={{ margin: '8px 0 12px', color: brand.text }}>
        {when}
        <br />
        {place} · {formatMoney(booking.totalAmount)}
        <br />
        <span data-testid="booking-card-vehicles">{vehiclesText(booking, tr)}</span>
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
