import { Flex } from 'antd';
import type { AdminWaitlistDto } from '@dd/contracts/waitlist';
import { VEHICLE_LABELS } from '@dd/contracts/enums';
import { formatCalendarDate } from '@dd/domain/time-windows';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { StateTag } from '../common/state-tag';
import { useAdminGetAdminWaitlistQuery } from './waitlist.api';
import { RefreshButton } from '../common/refresh-button';

const WINDOW_NAMES = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' } as const;
const range = (from: string, to: string) => (from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} - ${formatCalendarDate(to)}`);

function Figures({ openings, fillRate }: Pick<AdminWaitlistDto, 'openings' | 'fillRate'>) {
  const figure = (label: string, value: string, testId: string) => (
    <div style={{ ...surfaceStyle, minWidth: 140 }}>
      <div style={{ color: brand.textMuted, fontSize: 13 }}>{label}</div>
      <div style={{ fontSize: 24, fontWeight: 700 }} data-testid={testId}>
        {value}
      </div>
    </div>
  );
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      {figure('Fill rate', fillRate === null ? '-' : `${Math.round(fillRate * 100)}%`, 'waitlist-fill-rate')}
      {figure('Places filled', String(openings.filled), 'waitlist-filled')}
      {figure('Being offered', String(openings.open), 'waitlist-open')}
      {figure('Not filled', String(openings.lapsed), 'waitlist-lapsed')}
    </Flex>
  );
}

/** /dadportal/admin/waitlist: who waits for a place (oldest first), and how many freed places the waitlist filled. */
export default function WaitlistPage() {
  const query = useAdminGetAdminWaitlistQuery();
  return (
    <PageFrame
      title="Waitlist"
      actions={<RefreshButton query={query} />}
    >
      <QueryState query={query} errorTitle="Failed to Load Waitlist" toast>
        {(data) => (
          <>
            <Figures openings={data.openings} fillRate={data.fillRate} />
            {data.entries.length === 0 ? (
              <EmptyState title="Nobody is waiting" text="Customers who find no window that suits them can join the waitlist; they appear here." />
            ) : (
              <ul style={{ padding: 0, margin: 0, display: 'grid', gap: 12 }}>
                {data.entries.map((entry) => (
                  <li key={entry.id} style={{ ...surfaceStyle, listStyle: 'none' }} data-testid="waitlist-entry">
                    <Flex justify="space-between" align="start" gap={8} wrap>
                      <div>
                        <strong style={{ fontSize: 16 }}>{entry.customerName}</strong>
                        <div style={{ color: brand.textMuted, fontSize: 13 }}>
                          {entry.packageName} · {VEHICLE_LABELS[entry.vehicleType]} · {entry.city} {entry.zipCode}
                        </div>
                        <div>
                          {range(entry.fromDate, entry.toDate)} · {entry.windows.map((w) => WINDOW_NAMES[w]).join(', ')}
                        </div>
                      </div>
                      {entry.offers.some((o) => o.status === 'offered') ? <StateTag tone="warn">offered a place</StateTag> : <StateTag tone="good">waiting</StateTag>}
                    </Flex>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
