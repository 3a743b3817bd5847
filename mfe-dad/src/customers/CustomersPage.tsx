import { Link } from 'react-router-dom';
import type { DadCustomerSummaryDto } from '@dd/contracts/dad';
import { formatCalendarDate } from '@dd/domain/time-windows';
import { EmptyState } from '@dd/ui/empty-state';
import { formatMoney } from '@dd/domain/pricing';
import { PagedList } from '@dd/ui/paged-list';
import { brand } from '@dd/ui/theme';
import { useDadGetDadCustomersQuery } from '../api/dad.api';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { DadPage, useBackToDashboard } from '../common/DadPage';
import { useT } from '../i18n';

function CustomerCard({ customer }: { customer: DadCustomerSummaryDto }) {
  const t = useT();
  const locale = useIntlLocale();
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
          {t('customers.lastService', { date: customer.lastServiceDate ? formatCalendarDate(customer.lastServiceDate, { month: 'short', day: 'numeric', year: 'numeric' }, locale) : '—' })} ·{' '}
          {t('customers.bookings', { count: customer.totalBookings })} · {formatMoney(customer.totalRevenue)}
        </span>
      </Link>
    </li>
  );
}

/** /dadportal/customers: the customers this DAD has served or is booked to serve; search by full name; 20 a page. */
export default function CustomersPage() {
  const t = useT();
  const back = useBackToDashboard();
  return (
    <DadPage title={t('customers.title')} back={back} testId="dad-customers">
      <PagedList<DadCustomerSummaryDto, object>
        useQuery={useDadGetDadCustomersQuery}
        filters={{}}
        searchLabel={t('customers.search')}
        searchPlaceholder={t('customers.search.placeholder')}
        label={t('customers.list')}
        errorTitle={t('customers.failed')}
        renderItem={(customer) => <CustomerCard key={customer.id} customer={customer} />}
        empty={<EmptyState title={t('customers.empty')} text={t('customers.empty.text')} />}
      />
    </DadPage>
  );
}
