import { useState } from 'react';
import { Button, Flex } from 'antd';
import { CalendarOutlined, CarOutlined, HistoryOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { pointsToNextReward, rewardProgressPercent } from '@dd/domain/loyalty';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { QueryState } from '@dd/ui/query-state';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerGetCustomerBookingsQuery } from '../api/bookings.api';
import { listStatus, longDate, windowText } from '@dd/ui/booking-format';
import { PageFrame } from '@dd/ui/page-frame';
import { ProgressBar } from '../common/ProgressBar';
import { BookingStatusTag } from '@dd/ui/status-tags';
import { ManageBookingDialog } from '../manage/ManageBookingDialog';
import { BookYourDetail } from '../common/saved-items';
import { nextAppointment, recentActivity } from './dashboard';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT } from '../i18n';

const h2 = { fontSize: 18, margin: '0 0 12px', color: brand.text } as const;

function NextAppointment({ booking, onReschedule }: { booking: BookingSummaryDto | undefined; onReschedule: (booking: BookingSummaryDto) => void }) {
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  return (
    <section style={surfaceStyle} aria-labelledby="next-appointment" data-testid="next-appointment">
      <h2 id="next-appointment" style={h2}>
        {t('dash.next')}
      </h2>
      {booking ? (
        <>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <strong style={{ fontSize: 18 }}>{booking.package?.name ?? booking.packageId}</strong>
            <BookingStatusTag status={listStatus(booking)} />
          </Flex>
          <p style={{ margin: '8px 0 16px' }}>
            {longDate(booking.scheduledDate, locale)} · {windowText(booking, tr)}
            <br />
            {booking.address}, {booking.city}
          </p>
          <Flex gap={8} wrap>
            <LinkButton to={`/dadportal/customer/details/${encodeURIComponent(booking.id)}`}>{t('dash.viewDetails')}</LinkButton>
            <Button type="primary" onClick={() => onReschedule(booking)}>
              {t('dash.reschedule')}
            </Button>
          </Flex>
        </>
      ) : (
        <EmptyState title={t('dash.next.none')} text={t('dash.next.none.text')} action={<BookYourDetail />} />
      )}
    </section>
  );
}

/** The customer dashboard (customer-side §2), at / for a signed-in customer and at /dadportal/customer. */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  const query = useCustomerGetCustomerBookingsQuery();
  const t = useT();
  if (!user) return <PageSpinner label={t('dash.loading')} />;
  return (
    <PageFrame title={t('dash.title')} testId="customer-dashboard">
      {/* "Welcome back" only to someone who has been here before: a new account is welcomed (issue 36 item 18). */}
      <p style={{ marginTop: -12, fontSize: 18 }} data-testid="dashboard-welcome">
        {query.data?.length ? t('dash.welcomeBack', { name: user.firstName }) : t('dash.welcome', { name: user.firstName })}
      </p>
      <QueryState query={query} errorTitle={t('bookings.failed')} toast loadingLabel={t('dash.loading')}>
        {(bookings) => <Dashboard bookings={bookings} points={user.washPoints} />}
      </QueryState>
    </PageFrame>
  );
}

function Dashboard({ bookings, points }: { bookings: BookingSummaryDto[]; points: number }) {
  const [rescheduling, setRescheduling] = useState<BookingSummaryDto | null>(null);
  const t = useT();
  const locale = useIntlLocale();
  return (
    <>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))' }}>
        <NextAppointment booking={nextAppointment(bookings, new Date())} onReschedule={setRescheduling} />

        <section style={surfaceStyle} aria-labelledby="wash-points" data-testid="wash-points">
          <h2 id="wash-points" style={h2}>
            {t('dash.points')}
          </h2>
          <p style={{ fontSize: 32, fontWeight: 700, margin: '0 0 8px', color: brand.primary }} data-testid="wash-points-total">
            {points}
          </p>
          <ProgressBar percent={rewardProgressPercent(points)} label={t('dash.points.progress')} />
          <p style={{ color: brand.textMuted, margin: '8px 0 16px' }}>{t('dash.points.toNext', { count: pointsToNextReward(points) })}</p>
          <LinkButton to="/dadportal/customer/rewards">{t('dash.viewRewards')}</LinkButton>
        </section>

        <section style={surfaceStyle} aria-labelledby="recent-activity" data-testid="recent-activity">
          <h2 id="recent-activity" style={h2}>
            {t('dash.recent')}
          </h2>
          {bookings.length ? (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              {recentActivity(bookings).map((item) => (
                <li key={item.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>
                    <strong>{t(item.label)}</strong>
                    <br />
                    <span style={{ color: brand.textMuted, fontSize: 13 }}>{longDate(item.createdAt, locale)}</span>
                  </span>
                  <BookingStatusTag status={listStatus(item)} />
                </li>
              ))}
            </ul>
          ) : (
            <p style={{ color: brand.textMuted, margin: 0 }}>{t('dash.recent.none')}</p>
          )}
        </section>

        <section style={surfaceStyle} aria-labelledby="quick-actions">
          <h2 id="quick-actions" style={h2}>
            {t('dash.quick')}
          </h2>
          <Flex vertical gap={8}>
            <LinkButton type="primary" to="/book" icon={<CalendarOutlined />}>
              {t('dash.quick.book')}
            </LinkButton>
            <LinkButton to="/dadportal/customer/cars" icon={<CarOutlined />}>
              {t('dash.quick.cars')}
            </LinkButton>
            <LinkButton to="/dadportal/customer/details" icon={<HistoryOutlined />}>
              {t('dash.quick.history')}
            </LinkButton>
          </Flex>
        </section>

        <section style={surfaceStyle} aria-labelledby="account-summary" data-testid="account-summary">
          <h2 id="account-summary" style={h2}>
            {t('dash.account')}
          </h2>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 8 }}>
            <dt>{t('dash.account.total')}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{bookings.length}</dd>
            <dt>{t('dash.account.completed')}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{bookings.filter((b) => b.status === 'completed').length}</dd>
            <dt>{t('dash.account.points')}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{points}</dd>
          </dl>
          <p style={{ margin: '12px 0 0' }}>
            <Link to="/customer/settings/account">{t('dash.account.details')}</Link>
          </p>
        </section>
      </div>
      {rescheduling && <ManageBookingDialog booking={rescheduling} open reschedule onClose={() => setRescheduling(null)} />}
    </>
  );
}
