import { useState } from 'react';
import { Segmented } from 'antd';
import { Link } from 'react-router-dom';
import type { AdminCustomerDto } from '@dd/contracts/admin-customers';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetAdminCustomersQuery, useAdminGetCustomerSummaryQuery } from '../api/admin.api';
import { StatTile, TileRow } from '../common/stat-tile';

type Sort = 'recent' | 'bookings';
const since = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

function CustomerCard({ customer }: { customer: AdminCustomerDto }) {
  return (
    <li style={{ listStyle: 'none' }} data-testid="admin-customer-card">
      <Link to={`/dadportal/admin/customer/${encodeURIComponent(customer.id)}`} style={{ ...surfaceStyle, display: 'grid', gap: 4, color: brand.text }}>
        <strong style={{ fontSize: 17 }}>
          {customer.firstName} {customer.lastName}
        </strong>
        <span style={{ color: brand.textMuted }}>{customer.email}</span>
        <span>
          Total Bookings: {customer.totalBookings} · WASH Points: {customer.washPoints} · Customer Since: {since(customer.createdAt)}
        </span>
      </Link>
    </li>
  );
}

/** /dadportal/admin/customers: tiles, name/email search and the two sorts, all on the server, paged. */
export default function CustomersPage() {
  const summary = useAdminGetCustomerSummaryQuery();
  const [sort, setSort] = useState<Sort>('recent');
  const [searching, setSearching] = useState(false);
  return (
    <PageFrame title="Customers" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId="admin-customers">
      <QueryState query={summary} errorTitle="Failed to load the figures" loadingLabel="Loading customer figures">
        {(s) => (
          <TileRow label="Customer figures">
            <StatTile label="Total Customers" value={s.totalCustomers.toLocaleString('en-US')} />
            <StatTile label="Total Bookings" value={s.totalBookings.toLocaleString('en-US')} />
            <StatTile label="Avg WASH Points" value={s.avgWashPoints.toLocaleString('en-US')} />
          </TileRow>
        )}
      </QueryState>
      {/* The search text lives in PagedList; its input's events tell which empty text applies. */}
      <div onInput={(e) => setSearching(Boolean((e.target as HTMLInputElement).value))}>
        <PagedList<AdminCustomerDto, { sort: Sort }>
          useQuery={useAdminGetAdminCustomersQuery}
          filters={{ sort }}
          searchLabel="Search customers"
          searchPlaceholder="Name or email"
          filterSlot={
            <Segmented<Sort>
              aria-label="Sort customers"
              value={sort}
              onChange={setSort}
              options={[
                { value: 'recent', label: 'Most Recent' },
                { value: 'bookings', label: 'Most Bookings' },
              ]}
            />
          }
          label="Customers"
          errorTitle="Failed to load customers"
          empty={<EmptyState title={searching ? 'No customers found' : 'No customers yet'} />}
          renderItem={(customer) => <CustomerCard key={customer.id} customer={customer} />}
        />
      </div>
    </PageFrame>
  );
}
