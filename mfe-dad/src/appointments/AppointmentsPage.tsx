import { calendarDate } from '@dd/domain/time-windows';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { useLoadFailureToast } from '@dd/ui/load-state';
import { PageError } from '@dd/ui/page-error';
import { PageSpinner } from '@dd/ui/page-spinner';
import { useDadGetDadBookingsQuery } from '../api/dad.api';
import { BACK_TO_DASHBOARD, DadPage } from '../common/DadPage';
import { JobCard, JobList } from '../common/JobCard';
import { JobFlowButton, JobSheetLink } from '../common/JobActions';
import { jobDay } from '../common/job-format';

const FAILED = 'Failed to Load Appointments';

/** /dadportal/appointments and /dadportal/dad/appointments: today's and coming jobs, soonest first. */
export default function AppointmentsPage() {
  const query = useDadGetDadBookingsQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoadFailureToast(FAILED, query.isError, query.error);
  const today = calendarDate(new Date());
  const coming = (query.data ?? []).filter((b) => b.status !== 'cancelled' && b.status !== 'completed' && jobDay(b) >= today);

  let content;
  if (query.isLoading) content = <PageSpinner label="Loading appointments" />;
  else if (!query.data)
    content = <PageError title={FAILED} text="We couldn't load your appointments. Please try again later." onRetry={() => void query.refetch()} retryLabel="Try Again" />;
  else if (!coming.length)
    content = (
      <EmptyState
        title="No appointments yet"
        text="Customers can book you in the hours you are available."
        action={
          <LinkButton type="primary" to="/dadportal/dad/availability">
            Set Your Availability
          </LinkButton>
        }
      />
    );
  else
    content = (
      <JobList label="Appointments">
        {coming.map((b) => (
          <JobCard key={b.id} booking={b} actions={<><JobSheetLink booking={b} />{jobDay(b) === today && <JobFlowButton booking={b} />}</>} />
        ))}
      </JobList>
    );

  return (
    <DadPage title="Appointments" back={BACK_TO_DASHBOARD} testId="dad-appointments">
      {content}
    </DadPage>
  );
}
