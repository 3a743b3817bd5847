import { Flex } from 'antd';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { StateTag } from '../common/state-tag';
import { useAdminGetSiteNeedsQuery } from './sites.api';
import { RefreshButton } from '../common/refresh-button';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' });

/** /dadportal/admin/sites: the coming week's jobs whose customer said the site has no water or no power (issue 44), soonest first. */
export default function SiteNeedsPage() {
  const query = useAdminGetSiteNeedsQuery();
  return (
    <PageFrame
      title="Site Needs"
      actions={<RefreshButton query={query} />}
    >
      <QueryState query={query} errorTitle="Failed to Load Site Needs" toast>
        {(needs) =>
          needs.length === 0 ? (
            <EmptyState title="Every site has water and power" text="Jobs of the next 7 days at a site without water or power appear here, so the detailer brings a tank or a generator." />
          ) : (
            <ul style={{ padding: 0, margin: 0, display: 'grid', gap: 12 }}>
              {needs.map((need) => (
                <li key={need.bookingId} style={{ ...surfaceStyle, listStyle: 'none' }} data-testid="site-need">
                  <Flex justify="space-between" align="start" gap={8} wrap>
                    <div>
                      <strong style={{ fontSize: 16 }}>{when(need.scheduledDate)}</strong>
                      <div style={{ color: brand.textMuted, fontSize: 13 }}>
                        {need.address}, {need.city} {need.zipCode}
                      </div>
                    </div>
                    <Flex gap={4} wrap>
                      {need.noWater && <StateTag tone="warn">no water</StateTag>}
                      {need.noPower && <StateTag tone="warn">no power</StateTag>}
                    </Flex>
                  </Flex>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
