import { Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@dd/ui/empty-state';
import { QueryState } from '@dd/ui/query-state';
import { useDadGetDadBookingsQuery } from '../api/dad.api';
import { BACK_TO_DASHBOARD, DadPage, Panel } from '../common/DadPage';
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
  const jobId = params.get('job');
  const all = query.data ?? [];
  const job = jobId ? all.find((b) => b.id === jobId) : undefined;
  const upcoming = all.filter(isUpcoming);
  const completed = all.filter((b) => b.status === 'completed').reverse();

  const content = (
      <>
        {job && (
          <Panel title={`Job: ${customerName(job)}`} testId="active-job" action={<Button onClick={() => setParams({})}>Close</Button>}>
            <JobFlow key={job.id} booking={job} />
          </Panel>
        )}
        <Tabs
          defaultActiveKey="upcoming"
          items={[
            {
              key: 'upcoming',
              label: `Upcoming (${upcoming.length})`,
              children: upcoming.length ? (
                <JobList label="Upcoming bookings">
                  {upcoming.map((b) => (
                    <JobCard key={b.id} booking={b} actions={<><JobSheetLink booking={b} /><JobFlowButton booking={b} /></>} />
                  ))}
                </JobList>
              ) : (
                <EmptyState title="No upcoming bookings" />
              ),
            },
            {
              key: 'completed',
              label: `Completed (${completed.length})`,
              children: completed.length ? (
                <JobList label="Completed bookings">
                  {completed.map((b) => (
                    <JobCard key={b.id} booking={b} actions={<Button onClick={() => setParams({ job: b.id })}>View Summary</Button>} />
                  ))}
                </JobList>
              ) : (
                <EmptyState title="No completed bookings yet" />
              ),
            },
          ]}
        />
      </>
    );

  return (
    <DadPage title="Bookings" back={BACK_TO_DASHBOARD} testId="dad-bookings">
      <QueryState query={query} errorTitle="Failed to Load Bookings" toast loadingLabel="Loading bookings">
        {() => content}
      </QueryState>
    </DadPage>
  );
}
