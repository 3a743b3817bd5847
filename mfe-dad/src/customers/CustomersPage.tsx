import { Link } from 'react-router-dom';
import type { DadCustomerSummaryDto } from '@dd/contracts/dad';
import { formatCalendarDate } from '@dd/domain/time-windows';
import { EmptyState } from '@dd/ui/empty-state';
import { formatMoney } from '@dd/domain/pricing';
import { PagedList } from '@dd/ui/paged-list';
import { brand } from '@dd/ui/theme';
import { useDadGetDadCustomersQuery } from '../api/dad.api';
import { BACK_TO_DASHBOARD, DadPage } from '../common/DadPage';

function CustomerCard({ customer }: { customer: DadCustomerSummaryDto }) {
  return (
    <li style={{ listStyle: 'none' }} data-testid="customer-card">
      <Link
        to={`/dadportal/customer/${encodeURIComponent(customer.id)}`}
        style={{ display: 'block', background: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 12, padding: 16, color: brand.text }}
      >
        <strong style={{ fontSize: 17 }}>
          {customer.firstName} {customer.lastName}
        </strong>
        <span style={{ display: 'block', color: brand.textMuted, overflowWrap: 'anywhere' }}>{customer.email}</span>
        <span style={{ display: 'block', marginTop: 6 }}>
          Last service: {customer.lastServiceDate ? formatCalendarDate(customer.lastServiceDate, { month: 'short', day: 'numeric', year: 'numeric' }) : '—'} · {customer.totalBookings}{' '}
          {customer.totalBookings === 1 ? 'booking' : 'bookings'} · {formatMoney(customer.totalRevenue)}
        </span>
      </Link>
    </li>
  );
}

/** /dadportal/customers: the customers this DAD has served or is booked to serve; search by full name; 20 a page. */
export default function CustomersPage() {
  return (
    <DadPage title="My Customers" back={BACK_TO_DASHBOARD} testId="dad-customers">
      <PagedList<DadCustomerSummaryDto, object>
        useQuery={useDadGetDadCustomersQuery}
        filters={{}}
        searchLabel="Search by name"
        searchPlaceholder="First or last name"
        label="My customers"
        errorTitle="Failed to Load Customers"
        renderItem={(customer) => <CustomerCard key={customer.id} customer={customer} />}
        empty={<EmptyState title="No customers found" text="Customers appear here once they book you; check the spelling of a name you searched for." />}
      />
    </DadPage>
  );
}
