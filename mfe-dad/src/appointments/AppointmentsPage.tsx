import { calendarDate } from '@dd/domain/time-windows';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { useLoadFailureToast } from '@dd/ui/load-state';
import { PageError } from '@dd/ui/page-error';
import { PageSpinner } from '@dd/ui/page-spinner';
import { useDadGetDadBookingsQuery } from '../api/dad.api';
import { DadPage, useBackToDashboard } from '../common/DadPage';
import { useT } from '../i18n';
import { JobCard, JobList } from '../common/JobCard';
import { JobFlowButton, JobSheetLink } from '../common/JobActions';
import { jobDay } from '../common/job-format';

/** /dadportal/appointments and /dadportal/dad/appointments: today's and coming jobs, soonest first. */
export default function AppointmentsPage() {
  const query = useDadGetDadBookingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const t = useT();
  const back = useBackToDashboard();
  const failed = t('appointments.failed');
  useLoadFailureToast(failed, query.isError, query.error);
  const today = calendarDate(new Date());
  const coming = (query.data ?? []).filter((b) => b.status !== 'cancelled' && b.status !== 'completed' && jobDay(b) >= today);

  let content;
  if (query.isLoading) content = <PageSpinner label={t('appointments.loading')} />;
  else if (!query.data)
    content = <PageError title={failed} text={t('appointments.failed.text')} onRetry={() => void query.refetch()} retryLabel={t('common.tryAgain')} />;
  else if (!coming.length)
    content = (
      <EmptyState
        title={t('appointments.empty')}
        text={t('appointments.empty.text')}
        action={
          <LinkButton type="primary" to="/dadportal/dad/availability">
            {t('appointments.setAvailability')}
          </LinkButton>
        }
      />
    );
  else
    content = (
      <JobList label={t('appointments.title')}>
        {coming.map((b) => (
          <JobCard key={b.id} booking={b} actions={<><JobSheetLink booking={b} />{jobDay(b) === today && <JobFlowButton booking={b} />}</>} />
        ))}
      </JobList>
    );

  return (
    <DadPage title={t('appointments.title')} back={back} testId="dad-appointments">
      {content}
    </DadPage>
  );
}
