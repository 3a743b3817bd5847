import { Flex } from 'antd';
import { formatCalendarDate } from '@dd/domain/time-windows';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { StateTag } from '../common/state-tag';
import { useAdminGetAdminWeatherQuery } from './weather.api';
import { RefreshButton } from '../common/refresh-button';

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' });

/** /dadportal/admin/weather: jobs the day-before forecast puts at risk (rain or heat), soonest first. */
export default function WeatherPage() {
  const query = useAdminGetAdminWeatherQuery();
  return (
    <PageFrame
      title="Weather Risks"
      actions={<RefreshButton query={query} />}
    >
      <QueryState query={query} errorTitle="Failed to Load Weather Risks" toast>
        {(risks) =>
          risks.length === 0 ? (
            <EmptyState title="No job at risk" text="The day before, jobs forecast to get rain or heat appear here, and their customers are told." />
          ) : (
            <ul style={{ padding: 0, margin: 0, display: 'grid', gap: 12 }}>
              {risks.map((r) => (
                <li key={r.bookingId} style={{ ...surfaceStyle, listStyle: 'none' }} data-testid="weather-risk">
                  <Flex justify="space-between" align="start" gap={8} wrap>
                    <div>
                      <strong style={{ fontSize: 16 }}>
                        {formatCalendarDate(r.date)}, {clock(r.start)}
                      </strong>
                      <div style={{ color: brand.textMuted, fontSize: 13 }}>ZIP {r.zipCode}</div>
                      <div>{r.risk === 'rain' ? `${r.precipitationChance}% chance of rain` : `${r.temperatureF}°F forecast`}</div>
                    </div>
                    <StateTag tone="warn">{r.risk === 'rain' ? 'rain' : 'heat'}</StateTag>
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
