import { useState } from 'react';
import { Button } from 'antd';
import type { AdminDadDto } from '@dd/contracts/admin-dads';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { bookingReference, longDate } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { EmptyState } from '@dd/ui/empty-state';
import { formatMoney } from '@dd/domain/pricing';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetAdminDadsQuery, useAdminGetDadSummaryQuery, useAdminSetDadActiveMutation } from '../api/admin.api';
import { StatTile, TileRow } from '../common/stat-tile';
import { StateTag } from '../common/state-tag';
import { useAdminAction } from '../common/use-admin-action';
import { CoverageEditor } from './CoverageEditor';

const NO_FILTERS = {};

function DadCard({ dad, onUpcoming }: { dad: AdminDadDto; onUpcoming: (dad: AdminDadDto, bookings: BookingSummaryDto[]) => void }) {
  const [setActive, { isLoading }] = useAdminSetDadActiveMutation();
  const act = useAdminAction();
  const [asking, setAsking] = useState(false);
  const toggle = async () => {
    setAsking(false);
    const result = await act(() => setActive({ id: dad.id, isActive: !dad.isActive }).unwrap(), {
      success: { title: 'Success', description: dad.isActive ? 'DAD deactivated' : 'DAD reactivated' },
      failure: { title: 'Error', fallback: 'Failed to update the DAD' },
    });
    if (result && !result.dad.isActive && result.upcomingBookings.length) onUpcoming(result.dad, result.upcomingBookings);
  };
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 4 }} data-testid="admin-dad-card">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ fontSize: 17 }}>
          {dad.firstName} {dad.lastName}
        </strong>
        <StateTag tone={dad.isActive ? 'good' : 'neutral'}>{dad.isActive ? 'Active' : 'Inactive'}</StateTag>
      </div>
      <span style={{ color: brand.textMuted }}>{dad.email}</span>
      {dad.phone && <span style={{ color: brand.textMuted }}>{dad.phone}</span>}
      <span>
        Completed Bookings: {dad.totalBookings} · Total Revenue: {formatMoney(dad.totalRevenue)}
      </span>
      <CoverageEditor dad={dad} />
      <div>
        {/* Deactivating stops their bookings and sign-in: asked first. Reactivating undoes nothing. */}
        <Button danger={dad.isActive} loading={isLoading} onClick={() => (dad.isActive ? setAsking(true) : void toggle())}>
          {dad.isActive ? 'Deactivate' : 'Reactivate'}
        </Button>
      </div>
      <ConfirmDialog open={asking} title={`Deactivate ${dad.firstName} ${dad.lastName}?`} confirmLabel="Deactivate" danger busy={isLoading} onCancel={() => setAsking(false)} onConfirm={() => void toggle()}>
        They can no longer sign in or be booked. Their upcoming bookings stay theirs until you reassign them; the list shows next.
      </ConfirmDialog>
    </li>
  );
}

/** /dadportal/admin/dads: tiles, search, cards; deactivating lists the DAD's upcoming bookings to reassign. */
export default function DadsPage() {
  const summary = useAdminGetDadSummaryQuery();
  const [upcoming, setUpcoming] = useState<{ dad: AdminDadDto; bookings: BookingSummaryDto[] } | null>(null);
  return (
    <PageFrame
      title="Manage DADs"
      back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }}
      actions={
        <LinkButton type="primary" to="/dadportal/admin/dads/new">
          Add New DAD
        </LinkButton>
      }
      testId="admin-dads"
    >
      <QueryState query={summary} errorTitle="Failed to load the figures" loadingLabel="Loading DAD figures">
        {(s) => (
          <TileRow label="DAD figures">
            <StatTile label="Total DADs" value={s.totalDads} />
            <StatTile label="Active DADs" value={s.activeDads} />
            <StatTile label="Total Revenue" value={formatMoney(s.totalRevenue)} />
          </TileRow>
        )}
      </QueryState>
      <PagedList<AdminDadDto, typeof NO_FILTERS>
        useQuery={useAdminGetAdminDadsQuery}
        filters={NO_FILTERS}
        searchLabel="Search DADs"
        searchPlaceholder="Name or email"
        label="DADs"
        errorTitle="Failed to load DADs"
        empty={<EmptyState title="No DADs found" />}
        renderItem={(dad) => <DadCard key={dad.id} dad={dad} onUpcoming={(d, bookings) => setUpcoming({ dad: d, bookings })} />}
      />
      <PlainDialog open={!!upcoming} onClose={() => setUpcoming(null)} title="Upcoming bookings to reassign">
        {upcoming && (
          <div data-testid="dad-upcoming">
            <p>
              {upcoming.dad.firstName} {upcoming.dad.lastName} gets no new bookings. These are still theirs: reassign each from Booking Management.
            </p>
            <ul>
              {upcoming.bookings.map((b) => (
                <li key={b.id}>
                  #{bookingReference(b.id)} · {longDate(b.scheduledDate)} · {b.customer?.firstName} {b.customer?.lastName}
                </li>
              ))}
            </ul>
            <LinkButton to="/dadportal/admin/bookings">Open Booking Management</LinkButton>
          </div>
        )}
      </PlainDialog>
    </PageFrame>
  );
}
