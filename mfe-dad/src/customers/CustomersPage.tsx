import { useEffect, useState } from 'react';
import { Button, Input } from 'antd';
import { Link } from 'react-router-dom';
import type { DadCustomerSummaryDto } from '@dd/contracts/dad';
import { formatCalendarDate } from '@dd/domain/time-windows';
import { EmptyState } from '@dd/ui/empty-state';
import { formatUsd } from '@dd/ui/format';
import { LoadFailed } from '@dd/ui/load-state';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { useGetDadCustomersQuery } from '../api/dad.api';
import { BACK_TO_DASHBOARD, DadPage } from '../common/DadPage';

const cursorOf = (next: string) => new URL(next, window.location.origin).searchParams.get('cursor') ?? undefined;

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
          {customer.totalBookings === 1 ? 'booking' : 'bookings'} · {formatUsd(customer.totalRevenue)}
        </span>
      </Link>
    </li>
  );
}

/** One page of the list; the last one offers the next. */
function CustomerPage({ q, cursor, onMore }: { q: string; cursor?: string; onMore?: (cursor: string) => void }) {
  const query = useGetDadCustomersQuery({ q, cursor });
  if (query.isLoading) return <PageSpinner label="Loading customers" />;
  if (!query.data) return <LoadFailed title="Failed to Load Customers" error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total, next } = query.data;
  if (!cursor && !items.length) return <EmptyState title={q ? 'No customers found' : 'No customers yet'} text={q ? 'Try another name.' : 'Customers appear here once they book you.'} />;
  return (
    <>
      {!cursor && (
        <p style={{ margin: '0 0 8px', color: brand.textMuted }} data-testid="customer-total">
          {total} {total === 1 ? 'customer' : 'customers'}
        </p>
      )}
      <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {items.map((c) => (
          <CustomerCard key={c.id} customer={c} />
        ))}
      </ul>
      {next && onMore && (
        <Button block style={{ marginTop: 12 }} onClick={() => onMore(cursorOf(next) ?? '')}>
          Show More
        </Button>
      )}
    </>
  );
}

/** /dadportal/customers: the customers this DAD has served or is booked to serve; search by full name; 20 at a time. */
export default function CustomersPage() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setCursors([]);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);

  const pages = [undefined, ...cursors];
  return (
    <DadPage title="My Customers" back={BACK_TO_DASHBOARD} testId="dad-customers">
      <Input.Search
        placeholder="Search by name"
        aria-label="Search customers by name"
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ marginBottom: 16 }}
      />
      <div style={{ display: 'grid', gap: 8 }}>
        {pages.map((cursor, i) => (
          <CustomerPage key={cursor ?? 'first'} q={q} cursor={cursor} onMore={i === pages.length - 1 ? (c) => setCursors([...cursors, c]) : undefined} />
        ))}
      </div>
    </DadPage>
  );
}
