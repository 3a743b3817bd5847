import { CheckCircleFilled } from '@ant-design/icons';
import { PriceLines } from '@dd/ui/price-lines';
import { LinkButton } from '@dd/ui/link-button';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { bookingReference, longDate, windowText } from '@dd/ui/booking-format';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT } from '../../i18n';
import type { CompletedBooking } from '../wizard.slice';
import { StepHeading } from './shared';

/**
 * Step 6 (customer-side §2): service name, vehicle type, city, total, and Go to Dashboard; beside
 * them the date, arrival window and address (issue 36 item 3), every vehicle's size, and where a
 * new account's set-password email went.
 */
export function SuccessStep({ booking }: { booking: CompletedBooking }) {
  const types = booking.vehicleTypes ?? [booking.vehicleType];
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  const arrival = booking.scheduledDate ? windowText({ scheduledDate: booking.scheduledDate, startTime: booking.startTime }) : '';
  const rows: [string, string, string][] = [
    [t('book.summary.service'), booking.serviceName, 'success-service'],
    [types.length > 1 ? t('book.success.vehicleTypes', { count: types.length }) : t('book.step.1'), types.map((type) => t(`vehicle.${type}`)).join(', '), 'success-vehicle-type'],
    [t('book.success.date'), booking.scheduledDate ? longDate(booking.scheduledDate, locale) : '', 'success-date'],
    // "Morning, 8:00 AM-12:00 PM": the window's name in the reader's words.
    [t('book.success.window'), arrival.replace(/^[A-Za-z]+(?=,)/, (name) => tr(name)), 'success-window'],
    [t('book.summary.address'), booking.address ?? '', 'success-address'],
    [t('book.success.city'), booking.city, 'success-city'],
  ];
  return (
    <div style={{ textAlign: 'center' }} data-testid="booking-success">
      <CheckCircleFilled style={{ fontSize: 56, color: brand.success }} aria-hidden />
      <StepHeading text={t('book.success.text')}>{t('book.success.heading')}</StepHeading>
      {booking.newAccountEmail && (
        <p style={{ ...surfaceStyle, maxWidth: 420, margin: '0 auto 24px', textAlign: 'left', color: brand.text }} data-testid="success-account">
          {t('book.success.accountBefore')} <strong>{booking.newAccountEmail}</strong> {t('book.success.accountAfter')}
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
      <p style={{ color: brand.textMuted }}>{t('book.success.reference', { reference: bookingReference(booking.id) })}</p>
      <LinkButton to="/dadportal/customer" type="primary" size="large">
        {t('book.success.dashboard')}
      </LinkButton>
    </div>
  );
}
