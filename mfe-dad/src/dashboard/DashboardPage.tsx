import { Flex } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@dd/api-client';
import type { DadSummaryDto } from '@dd/contracts/dad';
import { formatCalendarDate } from '@dd/domain/time-windows';
import { formatMoney } from '@dd/domain/pricing';
import { LoadFailed } from '@dd/ui/load-state';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { coverageText } from '@dd/domain/routing';
import { driveText } from '@dd/ui/route-stops';
import { useDadGetDadBookingsQuery, useDadGetDadRouteQuery, useDadGetDadSummaryQuery } from '../api/dad.api';
import { DadPage, Panel, touchLinkStyle } from '../common/DadPage';
import { JobCard, JobList } from '../common/JobCard';
import { JobFlowButton, JobSheetLink } from '../common/JobActions';
import { isUpcoming } from '../common/job-format';
import { DASHBOARD_FRESH_SECONDS, todayGuess } from './prefetch';

/** "—" stands in for a figure there is no data for yet: nothing is made up. */
const NONE = '—';
const rating = (value: number | null) => (value === null ? NONE : value.toFixed(1));
const rate = (value: number | null) => (value === null ? NONE : `${value}%`);

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div style={{ background: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 12, padding: 12 }}>
      <div style={{ color: brand.textMuted, fontSize: 14 }}>{label}</div>
      <div style={{ fontSize: 24, fontWeight: 600, color: brand.text }} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

function WeeklySummary({ summary }: { summary: DadSummaryDto }) {
  const rows: Array<[string, string, string]> = [
    ['Jobs this week', String(summary.week.jobs), 'week-jobs'],
    ['Earnings this week', formatMoney(summary.week.earnings), 'week-earnings'],
    ['Tips this week (all yours)', formatMoney(summary.weekTips), 'week-tips'],
    ['Rating this week', rating(summary.week.averageRating), 'week-rating'],
    ['Customer satisfaction', rate(summary.satisfactionRate), 'satisfaction'],
    ['On-time arrivals', rate(summary.onTimeRate), 'on-time'],
    ['Repeat customers', rate(summary.repeatRate), 'repeat'],
  ];
  return (
    <Panel title={`Weekly Summary (${formatCalendarDate(summary.week.from, { month: 'short', day: 'numeric' })} – ${formatCalendarDate(summary.week.to, { month: 'short', day: 'numeric' })})`} testId="weekly-summary">
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px' }}>
        {rows.map(([label, value, testId]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: brand.textMuted }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }} data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: '12px 0 0', fontSize: 13, color: brand.textMuted }}>
        Satisfaction: reviews of 4 or 5 stars. On time: jobs started before their arrival window ended. Repeat: customers with 2 or more bookings with you.
      </p>
    </Panel>
  );
}

/** /dadportal and /dadportal/dad: the DAD's day at a glance. Every figure comes from the API. */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  const summary = useDadGetDadSummaryQuery(undefined, { refetchOnMountOrArgChange: DASHBOARD_FRESH_SECONDS });
  // Today's jobs are asked for with the summary, not after it: the summary's date, once in, decides.
  const date = summary.data?.today.date ?? todayGuess();
  const today = useDadGetDadBookingsQuery({ date }, { refetchOnMountOrArgChange: DASHBOARD_FRESH_SECONDS });
  // The day as a route, every minute: a job running long moves the later arrivals.
  const route = useDadGetDadRouteQuery({ date }, { refetchOnMountOrArgChange: DASHBOARD_FRESH_SECONDS, pollingInterval: 60_000 });

  let content;
  // currentData: a guessed date the summary corrected shows no jobs of the wrong day meanwhile.
  const todays = today.currentData;
  if (summary.isLoading || (!todays && today.isFetching)) content = <PageSpinner label="Loading your day" />;
  else if (!summary.data || !todays)
    content = (
      <LoadFailed
        title="Failed to Load Dashboard"
        error={summary.error ?? today.error}
        onRetry={() => {
          void summary.refetch();
          void today.refetch();
        }}
      />
    );
  else {
    const jobs = todays.filter((b) => b.status !== 'cancelled');
    const next = jobs.find((b) => b.status === 'in_progress') ?? jobs.find(isUpcoming);
    const s = summary.data;
    const stops = route.data?.stops ?? [];
    const stopOf = new Map(stops.map((stop, order) => [stop.bookingId, { stop, order }]));
    // In route order; a job off the route (done, or not yet planned) keeps its place before the stops.
    const scheduled = [...jobs].sort((a, b) => (stopOf.get(a.id)?.order ?? -1) - (stopOf.get(b.id)?.order ?? -1));
    content = (
      <>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 8, marginBottom: 16 }}>
          <Stat label="Today's Jobs" value={String(s.today.jobs)} testId="stat-today-jobs" />
          <Stat label="Completed" value={String(s.today.completed)} testId="stat-completed" />
          <Stat label="Today's Earnings" value={formatMoney(s.today.earnings)} testId="stat-earnings" />
          <Stat label="Average Rating" value={rating(s.averageRating)} testId="stat-rating" />
        </div>

        {/* A job under way is the one to go back to: called so, not "Next Job" (issue 37 item 19). */}
        <Panel title={next?.status === 'in_progress' ? 'Job in Progress' : 'Next Job'} testId="next-job">
          {next ? (
            <JobList label={next.status === 'in_progress' ? 'Job in progress' : 'Next job'}>
              <JobCard
                booking={next}
                showDay={false}
                actions={
                  <>
                    <JobSheetLink booking={next} label="View Details" />
                    <JobFlowButton booking={next} label="I AM HERE" />
                  </>
                }
              />
            </JobList>
          ) : (
            <p style={{ margin: 0 }}>No more jobs today.</p>
          )}
        </Panel>

        <Panel title="Today's Schedule" testId="today-schedule">
          {route.data && (
            <p style={{ margin: '0 0 8px', color: brand.textMuted }} data-testid="my-coverage">
              Where you work: {coverageText({ homeZip: route.data.coverage.homeZip, zips: route.data.coverage.coverageZips, radiusMiles: route.data.coverage.coverageRadiusMiles })}
            </p>
          )}
          {jobs.length ? (
            <JobList label="Today's schedule in route order">
              {scheduled.map((b) => (
                <JobCard key={b.id} booking={b} showDay={false} stop={stopOf.get(b.id)?.stop} actions={<JobSheetLink booking={b} />} />
              ))}
            </JobList>
          ) : (
            <p style={{ margin: 0 }}>No jobs scheduled today.</p>
          )}
          {route.data && stops.length > 0 && (
            <p style={{ margin: '8px 0 0', color: brand.textMuted }} data-testid="drive-total">
              Driving today: {driveText({ driveMinutes: route.data.driveMinutes, driveMeters: route.data.driveMeters })} in all, back to base included.
            </p>
          )}
        </Panel>

        <Panel title="Quick Actions">
          <Flex vertical gap={4}>
            <Link to="/dadportal/dad/appointments" style={touchLinkStyle}>
              <UnorderedListOutlined aria-hidden /> View Appointments
            </Link>
            <Link to="/dadportal/dad/availability" style={touchLinkStyle}>
              <ClockCircleOutlined aria-hidden /> Set Availability
            </Link>
            <Link to="/dadportal/bookings" style={touchLinkStyle}>
              <CalendarOutlined aria-hidden /> My Bookings
            </Link>
          </Flex>
        </Panel>

        <WeeklySummary summary={s} />

        <Panel title="Tips">
          <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.6 }}>
            <li>Tap I AM HERE when you arrive: it records your arrival and opens the before photos.</li>
            <li>Photos taken without signal stay on your phone and upload by themselves later.</li>
            <li>Keep your availability current so customers only book times you can make.</li>
          </ul>
        </Panel>
      </>
    );
  }

  return (
    <DadPage title="Dashboard" testId="dad-dashboard">
      <p style={{ fontSize: 20, margin: '-8px 0 16px', color: brand.text }} data-testid="greeting">
        Welcome back{user ? `, ${user.firstName}` : ''}!
      </p>
      {content}
    </DadPage>
  );
}
