import type { Role } from '@dd/contracts/roles';
import { BOOKING_MESSAGES } from '@dd/contracts/booking';
import { dashboardPath } from '@dd/contracts/navigation';
import { LinkButton } from '@dd/ui/link-button';
import { LazyPageError } from '@dd/ui/load-state';

/** What a signed-in DAD or admin sees on /book (its own chunk: visitors never need it). */
export default function CustomersOnly({ role }: { role: Role }) {
  return (
    <LazyPageError
      status="info"
      title="Booking is for customer accounts"
      text={BOOKING_MESSAGES.customersOnly}
      extra={<LinkButton to={dashboardPath(role)}>Go to Dashboard</LinkButton>}
      testId="customers-only"
    />
  );
}
