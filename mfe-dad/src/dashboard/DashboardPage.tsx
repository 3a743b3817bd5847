import { Flex } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@dd/api-client';
import type { DadSummaryDto } from '@dd/contracts/dad';
import type { DadCoverageDto } from '@dd/contracts/admin-dads';
import { formatCalendarDate } from '@dd/domain/time-windows';
import { formatMoney } from '@dd/domain/pricing';
import { LoadFailed } from '@dd/ui/load-state';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { driveText } from '@dd/ui/route-stops';
import { useDadGetDadBookingsQuery, useDadGetDadRouteQuery, useDadGetDadSummaryQuery } from '../api/dad.api';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT, type DadMessageId } from '../i18n';
import { DadPage, Panel, touchLinkStyle } from '../common/DadPage';
import { JobCard, JobList } from '../common/JobCard';
import { JobFlowButton, JobSheetLink } from '../common/JobActions';
import { isUpcoming } from '../common/job-format';
import { DASHBOARD_FRESH_SECONDS, todayGuess } from './prefetch';

/** "—" stands in for a figure there is no data for yet: nothing is made up. */
const NONE = '—';
const rating = (value: number | null) => (value === null ? NONE : value.toFixed(1));
const rate = (value: number | null) => (value === null ? NONE : `${value}%`);

/** Where the DAD works, in their language (the admin's board says it in English with libs/domain's coverageText). */
function coverageWords({ homeZip, coverageZips, coverageRadiusMiles }: DadCoverageDto, t: ReturnType<typeof useT>): string {
  const base = homeZip ? t('coverage.base', { zip: homeZip }) : t('coverage.noBase');
  if (coverageZips?.length) return t('coverage.zips', { base, zips: coverageZips.join(', ') });
  if (coverageRadiusMiles != null && homeZip) return t('coverage.radius', { base, miles: coverageRadiusMiles });
  return t('coverage.all', { base });
}

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
  const t = useT();
  const locale = useIntlLocale();
  const rows: Array<[DadMessageId, string, string]> = [
    ['dash.week.jobs', String(summary.week.jobs), 'week-jobs'],
    ['dash.week.earnings', formatMoney(summary.week.earnings), 'week-earnings'],
    ['dash.week.tips', formatMoney(summary.weekTips), 'week-tips'],
    ['dash.week.rating', rating(summary.week.averageRating), 'week-rating'],
    ['dash.week.satisfaction', rate(summary.satisfactionRate), 'satisfaction'],
    ['dash.week.onTime', rate(summary.onTimeRate), 'on-time'],
    ['dash.week.repeat', rate(summary.repeatRate), 'repeat'],
  ];
  return (
    <Panel
      title={t('dash.week.title', { from: formatCalendarDate(summary.week.from, { month: 'short', day: 'numeric' }, locale), to: formatCalendarDate(summary.week.to, { month: 'short', day: 'numeric' }, locale) })}
      testId="weekly-summary"
    >
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px' }}>
        {rows.map(([label, value, testId]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: brand.textMuted }}>{t(label)}</dt>
            <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }} data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: '12px 0 0', fontSize: 13, color: brand.textMuted }}>
        {t('dash.week.explained')}
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
  const t = useT();
  const tr = useUiText();

  let content;
  // currentData: a guessed date the summary corrected shows no jobs of the wrong day meanwhile.
  const todays = today.currentData;
  if (summary.isLoading || (!todays && today.isFetching)) content = <PageSpinner label={t('dash.loading')} />;
  else if (!summary.data || !todays)
    content = (
      <LoadFailed
        title={t('dash.failed')}
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
          <Stat label={t('dash.stat.todayJobs')} value={String(s.today.jobs)} testId="stat-today-jobs" />
          <Stat label={t('dash.stat.completed')} value={String(s.today.completed)} testId="stat-completed" />
          <Stat label={t('dash.stat.todayEarnings')} value={formatMoney(s.today.earnings)} testId="stat-earnings" />
          <Stat label={t('dash.stat.rating')} value={rating(s.averageRating)} testId="stat-rating" />
        </div>

        {/* A job under way is the one to go back to: called so, not "Next Job" (issue 37 item 19). */}
        <Panel title={next?.status === 'in_progress' ? t('dash.jobInProgress') : t('dash.nextJob')} testId="next-job">
          {next ? (
            <JobList label={next.status === 'in_progress' ? t('dash.jobInProgress.list') : t('dash.nextJob.list')}>
              <JobCard
                booking={next}
                showDay={false}
                actions={
                  <>
                    <JobSheetLink booking={next} label={t('dash.viewDetails')} />
                    <JobFlowButton booking={next} label={t('dash.iAmHere')} />
                  </>
                }
              />
            </JobList>
          ) : (
            <p style={{ margin: 0 }}>{t('dash.noMoreJobs')}</p>
          )}
        </Panel>

        <Panel title={t('dash.schedule')} testId="today-schedule">
          {route.data && (
            <p style={{ margin: '0 0 8px', color: brand.textMuted }} data-testid="my-coverage">
              {t('dash.coverage', { coverage: coverageWords(route.data.coverage, t) })}
            </p>
          )}
          {jobs.length ? (
            <JobList label={t('dash.schedule.list')}>
              {scheduled.map((b) => (
                <JobCard key={b.id} booking={b} showDay={false} stop={stopOf.get(b.id)?.stop} actions={<JobSheetLink booking={b} />} />
              ))}
            </JobList>
          ) : (
            <p style={{ margin: 0 }}>{t('dash.noJobs')}</p>
          )}
          {route.data && stops.length > 0 && (
            <p style={{ margin: '8px 0 0', color: brand.textMuted }} data-testid="drive-total">
              {t('dash.driving', { drive: driveText({ driveMinutes: route.data.driveMinutes, driveMeters: route.data.driveMeters }, tr) })}
            </p>
          )}
        </Panel>

        <Panel title={t('dash.quick')}>
          <Flex vertical gap={4}>
            <Link to="/dadportal/dad/appointments" style={touchLinkStyle}>
              <UnorderedListOutlined aria-hidden /> {t('dash.quick.appointments')}
            </Link>
            <Link to="/dadportal/dad/availability" style={touchLinkStyle}>
              <ClockCircleOutlined aria-hidden /> {t('dash.quick.availability')}
            </Link>
            <Link to="/dadportal/bookings" style={touchLinkStyle}>
              <CalendarOutlined aria-hidden /> {t('dash.quick.bookings')}
            </Link>
          </Flex>
        </Panel>

        <WeeklySummary summary={s} />

        <Panel title={t('dash.tips')}>
          <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.6 }}>
            <li>{t('dash.tips.arrive')}</li>
            <li>{t('dash.tips.photos')}</li>
            <li>{t('dash.tips.availability')}</li>
          </ul>
        </Panel>
      </>
    );
  }

  return (
    <DadPage title={t('dash.title')} testId="dad-dashboard">
      <p style={{ fontSize: 20, margin: '-8px 0 16px', color: brand.text }} data-testid="greeting">
        {user ? t('dash.welcomeName', { name: user.firstName }) : t('dash.welcome')}
      </p>
      {content}
    </DadPage>
  );
}
