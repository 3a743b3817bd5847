import { useState } from 'react';
import { Alert, Button } from 'antd';
import { DAD_DEACTIVATION_MESSAGES, type AdminDadDto } from '@dd/contracts/admin-dads';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { arrivalWindowText, bookingReference, longDate } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { EmptyState } from '@dd/ui/empty-state';
import { formatMoney } from '@dd/domain/pricing';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetAdminDadsQuery, useAdminGetDadDeactivationQuery, useAdminGetDadSummaryQuery, useAdminSetDadActiveMutation } from '../api/admin.api';
import { StatTile, TileRow } from '../common/stat-tile';
import { StateTag } from '../common/state-tag';
import { useAdminAction } from '../common/use-admin-action';
import { CoverageEditor } from './CoverageEditor';

const NO_FILTERS = {};

const bookingLine = (b: BookingSummaryDto) => `#${bookingReference(b.id)} · ${longDate(b.scheduledDate)} · ${arrivalWindowText(b.startTime, b.endTime)} · ${b.customer?.firstName ?? ''} ${b.customer?.lastName ?? ''}`;

/**
 * The deactivation question, with what it touches (issue 37): jobs in progress refuse it (the DAD
 * would be signed out mid-job), and the jobs not started lose their DAD until reassigned.
 */
function DeactivateDialog({ dad, busy, onCancel, onConfirm }: { dad: AdminDadDto; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const impact = useAdminGetDadDeactivationQuery(dad.id, { refetchOnMountOrArgChange: true });
  const name = `${dad.firstName} ${dad.lastName}`;
  const running = impact.data?.inProgress ?? [];
  if (running.length) {
    // Nothing to confirm: the only way on is to wait for the job.
    return (
      <PlainDialog open onClose={onCancel} title={`${name} has a job in progress`} width={480}>
        <div data-testid="dad-deactivation">
          <Alert type="error" showIcon message={DAD_DEACTIVATION_MESSAGES.jobsInProgress(name, running.length)} style={{ marginBottom: 8 }} />
          <ul style={{ margin: '0 0 24px', paddingLeft: 20 }} aria-label="Jobs in progress">
            {running.map((b) => (
              <li key={b.id}>{bookingLine(b)}</li>
            ))}
          </ul>
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="primary" onClick={onCancel}>
              OK
            </Button>
          </div>
        </div>
      </PlainDialog>
    );
  }
  return (
    <ConfirmDialog open title={`Deactivate ${name}?`} confirmLabel="Deactivate" danger busy={busy || !impact.data} onCancel={onCancel} onConfirm={onConfirm}>
      <QueryState query={impact} errorTitle="Failed to load this DAD's jobs" loadingLabel="Loading this DAD's jobs">
        {({ upcoming }) => (
          <div data-testid="dad-deactivation">
            <p style={{ marginTop: 0 }}>They can no longer sign in or be booked.</p>
            {upcoming.length ? (
              <>
                <p>
                  {upcoming.length === 1 ? 'This job loses its DAD' : `These ${upcoming.length} jobs lose their DAD`} and {upcoming.length === 1 ? 'shows' : 'show'} as unassigned in Dispatch until you reassign{' '}
                  {upcoming.length === 1 ? 'it' : 'them'}:
                </p>
                <ul style={{ margin: 0, paddingLeft: 20 }} aria-label="Jobs to reassign">
                  {upcoming.map((b) => (
                    <li key={b.id}>{bookingLine(b)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p style={{ marginBottom: 0 }}>They have no upcoming jobs.</p>
            )}
          </div>
        )}
      </QueryState>
    </ConfirmDialog>
  );
}

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
      {asking && <DeactivateDialog dad={dad} busy={isLoading} onCancel={() => setAsking(false)} onConfirm={() => void toggle()} />}
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
              {upcoming.dad.firstName} {upcoming.dad.lastName} gets no new bookings. These now have no DAD: assign each from Dispatch (they are also under Needs your attention).
            </p>
            <ul>
              {upcoming.bookings.map((b) => (
                <li key={b.id}>{bookingLine(b)}</li>
              ))}
            </ul>
            <LinkButton to="/dadportal/admin/dispatch">Open Dispatch</LinkButton>
          </div>
        )}
      </PlainDialog>
    </PageFrame>
  );
}
