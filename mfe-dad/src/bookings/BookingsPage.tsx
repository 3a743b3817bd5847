import { Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@dd/ui/empty-state';
import { QueryState } from '@dd/ui/query-state';
import { useDadGetDadBookingsQuery } from '../api/dad.api';
import { DadPage, Panel, useBackToDashboard } from '../common/DadPage';
import { useT } from '../i18n';
import { JobCard, JobList } from '../common/JobCard';
import { JobFlowButton, JobSheetLink } from '../common/JobActions';
import { customerName, isUpcoming } from '../common/job-format';
import { JobFlow } from '../jobs/JobFlow';

/**
 * /dadportal/bookings: Upcoming (confirmed and in progress) and Completed tabs, and the job flow of
 * the job in the address (?job=id), so a reload comes back to the same job at the server's step.
 */
export default function BookingsPage() {
  const query = useDadGetDadBookingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [params, setParams] = useSearchParams();
  const t = useT();
  const back = useBackToDashboard();
  const jobId = params.get('job');
  const all = query.data ?? [];
  const job = jobId ? all.find((b) => b.id === jobId) : undefined;
  const upcoming = all.filter(isUpcoming);
  const completed = all.filter((b) => b.status === 'completed').reverse();

  const content = (
      <>
        {job && (
          <Panel title={t('bookings.job', { name: customerName(job, t) })} testId="active-job" action={<Button onClick={() => setParams({})}>{t('bookings.close')}</Button>}>
            <JobFlow key={job.id} booking={job} />
          </Panel>
        )}
        <Tabs
          defaultActiveKey="upcoming"
          items={[
            {
              key: 'upcoming',
              label: t('bookings.upcoming', { count: upcoming.length }),
              children: upcoming.length ? (
                <JobList label={t('bookings.upcoming.list')}>
                  {upcoming.map((b) => (
                    <JobCard key={b.id} booking={b} actions={<><JobSheetLink booking={b} /><JobFlowButton booking={b} /></>} />
                  ))}
                </JobList>
              ) : (
                <EmptyState title={t('bookings.upcoming.empty')} />
              ),
            },
            {
              key: 'completed',
              label: t('bookings.completed', { count: completed.length }),
              children: completed.length ? (
                <JobList label={t('bookings.completed.list')}>
                  {completed.map((b) => (
                    <JobCard key={b.id} booking={b} actions={<Button onClick={() => setParams({ job: b.id })}>{t('flow.viewSummary')}</Button>} />
                  ))}
                </JobList>
              ) : (
                <EmptyState title={t('bookings.completed.empty')} />
              ),
            },
          ]}
        />
      </>
    );

  return (
    <DadPage title={t('bookings.title')} back={back} testId="dad-bookings">
      <QueryState query={query} errorTitle={t('bookings.failed')} toast loadingLabel={t('bookings.loading')}>
        {() => content}
      </QueryState>
    </DadPage>
  );
}
