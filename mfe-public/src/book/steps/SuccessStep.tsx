import { CheckCircleFilled } from '@ant-design/icons';
import { formatMoney } from '@dd/domain/pricing';
import { LinkButton } from '@dd/ui/link-button';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import type { CompletedBooking } from '../wizard.slice';
import { StepHeading } from './shared';

/** Step 6 (customer-side §2): service name, vehicle type, city, total, and Go to Dashboard. */
export function SuccessStep({ booking }: { booking: CompletedBooking }) {
  const rows: [string, string][] = [
    ['Service', booking.serviceName],
    ['Vehicle Type', VEHICLE_LABELS[booking.vehicleType]],
    ['City', booking.city],
    ['Total', formatMoney(booking.totalAmount)],
  ];
  return (
    <div style={{ textAlign: 'center' }} data-testid="booking-success">
      <CheckCircleFilled style={{ fontSize: 56, color: brand.success }} aria-hidden />
      <StepHeading text="You can follow it in your dashboard. Your card is charged only after the job is done.">Your detail is booked!</StepHeading>
      <dl style={{ ...surfaceStyle, maxWidth: 420, margin: '0 auto 24px', textAlign: 'left', display: 'grid', gap: 10 }}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
            <dt style={{ color: brand.textMuted }}>{term}</dt>
            <dd style={{ margin: 0, fontWeight: 600, color: brand.text }} data-testid={`success-${term.toLowerCase().replace(' ', '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p style={{ color: brand.textMuted }}>Booking reference: {booking.id.slice(-8).toUpperCase()}</p>
      <LinkButton to="/dadportal/customer" type="primary" size="large">
        Go to Dashboard
      </LinkButton>
    </div>
  );
}
