import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { LinkButton } from '@dd/ui/link-button';
import { useArrive } from '../jobs/use-arrive';
import { calendarDate } from '@dd/domain/time-windows';
import { useT } from '../i18n';
import { jobDay, jobSheetPath } from './job-format';

/** Where the job flow of a booking opens: the Bookings screen, with the job in its address so a reload returns to it. */
export const jobFlowPath = (id: string) => `/dadportal/bookings?job=${encodeURIComponent(id)}`;

/** I'm Here on a confirmed job (starts it, then opens the flow), View Active Job on one in progress. */
export function JobFlowButton({ booking, label }: { booking: BookingDetailDto; label?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { arrive, arriving, dialog } = useArrive();
  if (booking.status === 'in_progress')
    return (
      <LinkButton type="primary" to={jobFlowPath(booking.id)}>
        {t('job.viewActive')}
      </LinkButton>
    );
  // I'm Here only on the job's day (the API refuses any other day).
  if (booking.status !== 'confirmed' || jobDay(booking) !== calendarDate(new Date())) return null;
  return (
    <>
      <Button type="primary" loading={arriving} onClick={async () => (await arrive(booking.id)) && navigate(jobFlowPath(booking.id))}>
        {label ?? t('job.imHere')}
      </Button>
      {dialog}
    </>
  );
}

export function JobSheetLink({ booking, label }: { booking: Pick<BookingDetailDto, 'id'>; label?: string }) {
  const t = useT();
  return <LinkButton to={jobSheetPath(booking.id)}>{label ?? t('job.viewSheet')}</LinkButton>;
}
