import { CheckCircleFilled } from '@ant-design/icons';
import { PriceLines } from '@dd/ui/price-lines';
import { LinkButton } from '@dd/ui/link-button';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { bookingReference, longDate, VEHICLE_LABELS, windowText } from '@dd/ui/booking-format';
import type { CompletedBooking } from '../wizard.slice';
import { StepHeading } from './shared';

/**
 * Step 6 (customer-side §2): service name, vehicle type, city, total, and Go to Dashboard; beside
 * them the date, arrival window and address (issue 36 item 3), every vehicle's size, and where a
 * new account's set-password email went.
 */
export function SuccessStep({ booking }: { booking: CompletedBooking }) {
  const types = booking.vehicleTypes ?? [booking.vehicleType];
  const rows: [string, string, string][] = [
    ['Service', booking.serviceName, 'success-service'],
    [types.length > 1 ? `Vehicle Types (${types.length})` : 'Vehicle Type', types.map((type) => VEHICLE_LABELS[type]).join(', '), 'success-vehicle-type'],
    ['Date', booking.scheduledDate ? longDate(booking.scheduledDate) : '', 'success-date'],
    ['Arrival Window', booking.scheduledDate ? windowText({ scheduledDate: booking.scheduledDate, startTime: booking.startTime }) : '', 'success-window'],
    ['Address', booking.address ?? '', 'success-address'],
    ['City', booking.city, 'success-city'],
  ];
  return (
    <div style={{ textAlign: 'center' }} data-testid="booking-success">
      <CheckCircleFilled style={{ fontSize: 56, color: brand.success }} aria-hidden />
      <StepHeading text="You can follow it in your dashboard. Your card is charged only after the job is done.">Your detail is booked!</StepHeading>
      {booking.newAccountEmail && (
        <p style={{ ...surfaceStyle, maxWidth: 420, margin: '0 auto 24px', textAlign: 'left', color: brand.text }} data-testid="success-account">
          We made your account with <strong>{booking.newAccountEmail}</strong> and emailed you a link to set your password.
        </p>
      )}
      <dl style={{ ...surfaceStyle, maxWidth: 420, margin: '0 auto 24px', textAlign: 'left', display: 'grid', gap: 10 }}>
        {rows
          .filter(([, value]) => value)
          .map(([term, value, testId]) => (
            <div key={term} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <dt style={{ color: brand.textMuted }}>{term}</dt>
              <dd style={{ margin: 0, fontWeight: 600, color: brand.text, textAlign: 'right' }} data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      <div style={{ ...surfaceStyle, maxWidth: 420, margin: '0 auto 24px', textAlign: 'left' }}>
        <PriceLines lines={booking.priceLines} totalTestId="success-total" />
      </div>
      <p style={{ color: brand.textMuted }}>Booking reference: {bookingReference(booking.id)}</p>
      <LinkButton to="/dadportal/customer" type="primary" size="large">
        Go to Dashboard
      </LinkButton>
    </div>
  );
}
