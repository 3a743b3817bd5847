import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, Segmented, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminAlertsDto, AdminStatsDto } from '@dd/contracts/admin-stats';
import { bookingReference, bookingVehicles, listStatus, longDate, vehicleServiceText } from '@dd/ui/booking-format';
import { formatMoney } from '@dd/domain/pricing';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { BookingStatusTag, PaymentStatusTag } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import {
  useAdminGetAdminAuditQuery,
  useAdminGetAdminPerformanceQuery,
  useAdminGetAdminRevenueQuery,
  useAdminGetAdminStatsQuery,
  useAdminGetRecentBookingsQuery,
  useAdminGetSystemStatusQuery,
} from '../api/admin.api';
import { StatTile, TileRow } from '../common/stat-tile';
import { useAdminGetPlanSummaryQuery } from '../api/plans.api';
import { PlanFigureTiles } from '../plans/PlanFigureTiles';
import { StateTag } from '../common/state-tag';
import { DeadLetters } from './DeadLetters';
import { Disputes } from './Disputes';
import type { RemoteReleaseDto } from '@dd/contracts/client-errors';
import { auditSentence } from './audit-sentence';

// The chart's code and stylesheet load together, so it never lays itself out unstyled.
const RevenueChart = lazy(() => import('./RevenueChart').then(async (module) => (await module.stylesReady, module)));

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section style={surfaceStyle} aria-label={title}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The banner: only what really waits for an admin, each with where to deal with it. */
function AlertBanner({ alerts }: { alerts: AdminAlertsDto }) {
  const items = [
    alerts.awaitingConfirmation > 0 && { text: `${plural(alerts.awaitingConfirmation, 'booking', 'bookings')} awaiting confirmation`, to: '/dadportal/admin/bookings?attention=awaiting_confirmation' },
    alerts.uncaptured > 0 && { text: `${plural(alerts.uncaptured, 'completed job', 'completed jobs')} with the card not captured yet`, to: '/dadportal/admin/bookings?attention=uncaptured' },
    alerts.unassigned > 0 && { text: `${plural(alerts.unassigned, 'upcoming job', 'upcoming jobs')} with no DAD assigned`, to: '/dadportal/admin/bookings?attention=unassigned' },
    alerts.paymentIssues > 0 && { text: `${plural(alerts.paymentIssues, 'card hold', 'card holds')} failed to renew or lapsed`, to: '/dadportal/admin/bookings?attention=payment_issues' },
    alerts.pendingReviews > 0 && { text: `${plural(alerts.pendingReviews, 'review', 'reviews')} waiting for approval`, to: '/dadportal/admin/reviews/pending' },
    // The disputes are listed on this page (below), not on a screen of their own.
    alerts.openDisputes > 0 && { text: `${plural(alerts.openDisputes, 'open payment dispute', 'open payment disputes')}`, to: '#payment-disputes' },
  ].filter((item): item is { text: string; to: string } => Boolean(item));
  if (!items.length) return <Alert type="success" showIcon message="Nothing needs your attention right now." style={{ marginBottom: 24 }} data-testid="admin-alerts" />;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      data-testid="admin-alerts"
      message="Needs your attention"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {items.map((item) => (
            <li key={item.text}>
              {/* The whole line is the link: each says where it goes (one "Review" text for three places did not). */}
              {item.to.startsWith('#') ? (
                <a href={item.to} style={{ textDecoration: 'underline' }}>
                  {item.text}
                </a>
              ) : (
                <Link to={item.to} style={{ textDecoration: 'underline' }}>
                  {item.text}
                </Link>
              )}
            </li>
          ))}
        </ul>
      }
    />
  );
}

const growthText = (growth: number | null, days: number) =>
  growth === null ? `No figures for the ${days} days before` : `${growth > 0 ? '+' : ''}${growth}% vs the previous ${days} days`;

function StatCards({ stats }: { stats: AdminStatsDto }) {
  const days = stats.periodDays;
  return (
    <TileRow label="Business statistics">
      <StatTile
        testId="stat-revenue"
        label={`Revenue (captured less refunds, last ${days} days)`}
        value={formatMoney(stats.totalRevenue)}
        note={
          <>
            {growthText(stats.revenueGrowth, days)}
            {stats.refundedAmount !== '0.00' && <div data-testid="stat-refunded">{formatMoney(stats.refundedAmount)} refunded</div>}
            {(stats.tipsAmount !== '0.00' || stats.tipsRefundedAmount !== '0.00') && (
              <div data-testid="stat-tips">
                Tips for the DADs {formatMoney(stats.tipsAmount)}
                {stats.tipsRefundedAmount !== '0.00' && <>, {formatMoney(stats.tipsRefundedAmount)} of tips refunded</>}
              </div>
            )}
          </>
        }
      />
      <StatTile testId="stat-bookings" label={`Bookings (last ${days} days)`} value={stats.totalBookings.toLocaleString('en-US')} note={growthText(stats.bookingsGrowth, days)} />
      <StatTile testId="stat-customers" label={`Active Customers (last ${days} days)`} value={stats.activeCustomers.toLocaleString('en-US')} note={growthText(stats.customerGrowth, days)} />
      <StatTile testId="stat-rating" label="Average Rating" value={stats.averageRating.toFixed(1)} note={`${plural(stats.pendingReviews, 'review', 'reviews')} pending`} />
    </TileRow>
  );
}

function Revenue() {
  const [days, setDays] = useState<30 | 90>(30);
  const query = useAdminGetAdminRevenueQuery(days);
  const total = query.data?.reduce((sum, p) => sum + Number(p.amount), 0) ?? 0;
  return (
    <Panel
      title="Captured Revenue"
      action={<Segmented<30 | 90> aria-label="Chart period" value={days} onChange={setDays} options={[{ label: '30 days', value: 30 }, { label: '90 days', value: 90 }]} />}
    >
      <QueryState query={query} errorTitle="Failed to load revenue" loadingLabel="Loading revenue">
        {(points) => (
          <figure style={{ margin: 0 }} data-testid="revenue-chart">
            <figcaption style={{ color: brand.textMuted, marginBottom: 8 }}>
              {formatMoney(total.toFixed(2))} captured in the last {days} days, per day
            </figcaption>
            <Suspense fallback={<Skeleton active />}>
              <RevenueChart points={points} />
            </Suspense>
          </figure>
        )}
      </QueryState>
    </Panel>
  );
}

function RecentBookings() {
  const query = useAdminGetRecentBookingsQuery();
  return (
    <Panel title="Recent Bookings" action={<LinkButton to="/dadportal/admin/bookings">View All Bookings</LinkButton>}>
      <QueryState query={query} errorTitle="Failed to Load Bookings" isEmpty={(b) => !b.length} empty={<p>No bookings have been made yet.</p>}>
        {(bookings) => (
          <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }} data-testid="recent-bookings">
            {bookings.map((b) => (
              <li key={b.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', borderBottom: `1px solid ${brand.border}`, paddingBottom: 8 }}>
                <span>
                  <strong>#{bookingReference(b.id)}</strong> {b.customer ? `${b.customer.firstName} ${b.customer.lastName}` : ''} · {bookingVehicles(b).map((vehicle) => vehicleServiceText(vehicle)).join(' · ')} · {longDate(b.scheduledDate)}
                </span>
                <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  {formatMoney(b.totalAmount)} <PaymentStatusTag status={b.paymentStatus} capturedAmount={b.capturedAmount} refundedAmount={b.refundedAmount} fee={b.fee} /> <BookingStatusTag status={listStatus(b)} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

function QuickActions() {
  const navigate = useNavigate();
  return (
    <Panel title="Quick Actions">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <LinkButton to="/dadportal/admin/packages">Manage Packages</LinkButton>
        <LinkButton to="/dadportal/admin/bookings">Manage Bookings</LinkButton>
        <Button onClick={() => navigate('/dadportal/admin/reviews/pending')}>Moderate Reviews</Button>
        <Button onClick={() => navigate('/dadportal/admin/dads')}>Manage DADs</Button>
      </div>
    </Panel>
  );
}

function SystemStatus() {
  const query = useAdminGetSystemStatusQuery();
  const ok = (good: boolean) => <StateTag tone={good ? 'good' : 'bad'}>{good ? 'Operational' : 'Down'}</StateTag>;
  return (
    <Panel title="System Status" action={<Button onClick={() => void query.refetch()}>Check Again</Button>}>
      <QueryState query={query} errorTitle="Failed to check the system">
        {(status) => (
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }} data-testid="system-status">
            <dt>Database</dt>
            <dd style={{ margin: 0 }}>
              {ok(status.database.ok)} {status.database.type}, answered in {status.database.latencyMs} ms
            </dd>
            <dt>File storage</dt>
            <dd style={{ margin: 0 }}>
              {ok(status.storage.ok)} {status.storage.kind === 's3' ? 'S3 bucket' : 'Local folder'}
            </dd>
            <dt>Payments</dt>
            <dd style={{ margin: 0 }}>{status.payments.mode === 'stripe' ? <StateTag tone="good">Stripe (live keys)</StateTag> : <StateTag tone="warn">Test mode (nothing is charged)</StateTag>}</dd>
            {status.jobs.map((job) => (
              <FragmentRow key={job.name} label={`Job: ${job.name}`} value={job.lastRunAt ? `Last run ${new Date(job.lastRunAt).toLocaleString('en-US')}` : 'Not run yet'} />
            ))}
            {Object.entries(status.remotes).map(([name, version]) => {
              const releases = status.releases.filter((release) => release.remote === name);
              if (!releases.length) return <FragmentRow key={name} label={`Remote: ${name}`} value={version} />;
              return releases.map((release) => <FragmentRow key={`${name}:${release.version}`} label={`Remote: ${name}`} value={releaseLine(release)} />);
            })}
          </dl>
        )}
      </QueryState>
      <DeadLetters />
    </Panel>
  );
}

/** The performance bars: each measure's share as a bar, its figures in words beside it (the words carry it for screen readers). */
function Performance() {
  const query = useAdminGetAdminPerformanceQuery();
  return (
    <Panel title="Performance">
      <QueryState query={query} errorTitle="Failed to load performance" loadingLabel="Loading performance">
        {({ periodDays, measures }) => (
          <>
            <p style={{ margin: '0 0 12px', color: brand.textMuted }}>Jobs scheduled in the last {periodDays} days</p>
            <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12 }} data-testid="performance">
              {measures.map((m) => {
                const percent = m.share === null ? null : Math.round(m.share * 100);
                return (
                  <li key={m.key}>
                    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                      <strong>{m.label}</strong>
                      <span>{percent === null ? 'No data yet' : `${percent}%`}</span>
                    </div>
                    <div aria-hidden="true" style={{ height: 8, borderRadius: 4, background: brand.border, margin: '4px 0' }}>
                      <div style={{ width: `${percent ?? 0}%`, height: '100%', borderRadius: 4, background: brand.primary }} />
                    </div>
                    <span style={{ color: brand.textMuted, fontSize: 13 }}>{m.detail}</span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

/** `5ab1e0000001 (candidate, 10% of browsers): 120 loads, 3 errors (2.5%)` */
function releaseLine({ version, state, share, loads, errors, errorRate }: RemoteReleaseDto): string {
  const role = state === 'candidate' ? `candidate, ${share}% of browsers` : 'current';
  return `${version} (${role}): ${loads} ${loads === 1 ? 'load' : 'loads'}, ${errors} ${errors === 1 ? 'error' : 'errors'} (${(errorRate * 100).toFixed(1)}%)`;
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>{value}</dd>
    </>
  );
}

function RecentChanges() {
  const query = useAdminGetAdminAuditQuery({ limit: 8 });
  return (
    <Panel title="Recent Admin Changes">
      <QueryState query={query} errorTitle="Failed to load the changes" isEmpty={(p) => !p.items.length} empty={<p>No admin changes yet.</p>}>
        {(page) => (
          <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="admin-audit">
            {page.items.map((entry) => (
              <li key={entry.id}>
                {entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : 'Someone'} {auditSentence(entry.action, entry.entityType)} · {new Date(entry.createdAt).toLocaleString('en-US')}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

/** /dadportal/admin: what needs doing, how the business is going, and whether the system is well. */
/** The maintenance plans' figures (issue 42), with the way to the plans. */
function PlanFigures() {
  const query = useAdminGetPlanSummaryQuery();
  return (
    <section aria-labelledby="dashboard-plans">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <h2 id="dashboard-plans" style={{ fontSize: 18, margin: 0 }}>
          Maintenance Plans
        </h2>
        <LinkButton to="/dadportal/admin/plans">View Maintenance Plans</LinkButton>
      </div>
      <QueryState query={query} errorTitle="Failed to load plan figures" loadingLabel="Loading plan figures">
        {(figures) => <PlanFigureTiles figures={figures} compact label="Maintenance plan figures" />}
      </QueryState>
    </section>
  );
}

export default function DashboardPage() {
  const stats = useAdminGetAdminStatsQuery();
  return (
    <PageFrame title="Admin Dashboard" testId="admin-dashboard">
      <QueryState query={stats} errorTitle="Failed to load statistics" loadingLabel="Loading statistics">
        {(data) => (
          <>
            <AlertBanner alerts={data.alerts} />
            <StatCards stats={data} />
          </>
        )}
      </QueryState>
      <PlanFigures />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' }}>
        <Disputes />
        <Revenue />
        <RecentBookings />
        <QuickActions />
        <SystemStatus />
        <Performance />
        <RecentChanges />
      </div>
    </PageFrame>
  );
}
