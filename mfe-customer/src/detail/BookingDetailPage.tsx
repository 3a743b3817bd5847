import { useEffect } from 'react';
import { Button, Flex } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { bookingReference, listStatus } from '@dd/ui/booking-format';
import { BookingFacts } from '@dd/ui/booking-summary';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PageSpinner } from '@dd/ui/page-spinner';
import { QueryState } from '@dd/ui/query-state';
import { BookingStatusTag } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerGetCustomerBookingEventsQuery, useCustomerGetCustomerBookingQuery } from '../api/bookings.api';
import { BookingActionButtons } from '../common/BookingActionButtons';
import { BookingPhotos } from './BookingPhotos';
import { describeEvent, formatStamp } from './events';
import { WeatherNotice } from './WeatherNotice';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT } from '../i18n';

const h2Style = { fontSize: 20, margin: '0 0 12px', color: brand.text } as const;

/** Every change to the booking, oldest first (GET /api/bookings/{id}/events). */
function ChangeHistory({ bookingId }: { bookingId: string }) {
  const query = useCustomerGetCustomerBookingEventsQuery(bookingId, { refetchOnMountOrArgChange: true });
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  if (query.isLoading) return <PageSpinner label={t('detail.history.loading')} />;
  if (!query.data)
    return (
      <p role="alert" style={{ margin: 0, color: brand.error }}>
        {t('detail.history.failed', { error: tr(errorMessage(query.error, 'Please try again.')) })}{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  if (!query.data.length) return <p style={{ margin: 0, color: brand.textMuted }}>{t('detail.history.none')}</p>;
  const events = [...query.data].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return (
    <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
      {events.map((event) => (
        <li key={event.id} data-testid="booking-event" data-type={event.type}>
          <span style={{ color: brand.text }}>{describeEvent(event, { t, tr, locale })}</span>
          <span style={{ display: 'block', color: brand.textMuted, fontSize: 13 }}>{formatStamp(event.createdAt, locale)}</span>
        </li>
      ))}
    </ol>
  );
}

const BACK_TO = '/dadportal/customer/details';

function BookingView({ booking }: { booking: BookingSummaryDto }) {
  const { hash } = useLocation();
  const t = useT();

  // View Photos links here with #photos: scroll there once the page is drawn.
  useEffect(() => {
    if (hash === '#photos') document.getElementById('photos')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {(booking.status === 'pending' || booking.status === 'confirmed') && <WeatherNotice booking={booking} />}
      <section style={surfaceStyle} aria-labelledby="booking-heading">
        <Flex justify="space-between" align="start" gap={12} wrap style={{ marginBottom: 16 }}>
          <div>
            <h2 id="booking-heading" style={{ fontSize: 22, margin: 0, color: brand.text }}>
              {booking.package?.name ?? t('detail.yourDetail')}
            </h2>
            <div style={{ color: brand.textMuted }}>{t('detail.reference', { reference: bookingReference(booking.id) })}</div>
          </div>
          <Flex gap={8} align="center" wrap data-testid="booking-actions">
            <BookingStatusTag status={listStatus(booking)} />
            <BookingActionButtons booking={booking} view={null} />
          </Flex>
        </Flex>
        <BookingFacts booking={booking} />
      </section>
      <section id="photos" style={surfaceStyle} aria-labelledby="photos-heading" data-testid="booking-photos">
        <h2 id="photos-heading" style={h2Style}>
          {t('detail.photos')}
        </h2>
        <BookingPhotos bookingId={booking.id} />
      </section>
      <section style={surfaceStyle} aria-labelledby="history-heading" data-testid="booking-history-events">
        <h2 id="history-heading" style={h2Style}>
          {t('detail.history')}
        </h2>
        <ChangeHistory bookingId={booking.id} />
      </section>
    </div>
  );
}

/** /dadportal/customer/details/:id: one booking, its photos and its history; Manage while pending or confirmed. */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const query = useCustomerGetCustomerBookingQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const t = useT();
  const back = { to: BACK_TO, label: t('detail.back') };

  return (
    <PageFrame title={t('detail.title')} back={back} testId="booking-detail">
      <QueryState
        query={query}
        errorTitle={t('bookings.failed')}
        toast
        loadingLabel={t('detail.loading')}
        notFound={{
          title: t('detail.notFound'),
          text: t('detail.notFound.text'),
          action: <LinkButton to={back.to}>{back.label}</LinkButton>,
        }}
      >
        {(booking) => <BookingView booking={booking} />}
      </QueryState>
    </PageFrame>
  );
}
