import { useState } from 'react';
import { Button } from 'antd';
import type { DadRouteDto, RouteStopDto } from '@dd/contracts/dispatch';
import { coverageText } from '@dd/domain/routing';
import { addDays, calendarDate, formatCalendarDate, zonedInstant } from '@dd/domain/time-windows';
import { arrivalWindowText, clockTime } from '@dd/ui/booking-format';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { QueryState } from '@dd/ui/query-state';
import { RouteStops, driveText } from '@dd/ui/route-stops';
import { WeatherTag } from '@dd/ui/weather-tag';
import { useJobWeather } from '../weather/job-weather';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetDispatchBoardQuery } from '../api/admin.api';
import { Reassign } from '../bookings/BookingDetailsDialog';
import { disclosureSummaryStyle } from '@dd/ui/disclosure';

/** The timeline's span: 06:00 to 22:00 on the business clock. */
const FROM_HOUR = 6;
const TO_HOUR = 22;
const HOURS = Array.from({ length: (TO_HOUR - FROM_HOUR) / 2 + 1 }, (_, i) => FROM_HOUR + i * 2);

/** A row's timeline: each stop's drive (hatched) and job (solid, red when its promise is at risk), on a 06:00-22:00 scale. */
function Timeline({ date, stops, label }: { date: string; stops: RouteStopDto[]; label: string }) {
  const start = zonedInstant(date, `${String(FROM_HOUR).padStart(2, '0')}:00`).getTime();
  const span = (TO_HOUR - FROM_HOUR) * 3_600_000;
  const at = (ms: number) => `${Math.min(100, Math.max(0, ((ms - start) / span) * 100))}%`;
  const width = (ms: number) => `${Math.max(0.5, (ms / span) * 100)}%`;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <div style={{ position: 'relative', minWidth: 640, height: 44, background: brand.background, borderRadius: 6 }} aria-hidden>
        {HOURS.map((hour) => (
          <span key={hour} style={{ position: 'absolute', left: at(start + (hour - FROM_HOUR) * 3_600_000), top: 0, bottom: 0, borderLeft: `1px solid ${brand.border}`, fontSize: 11, color: brand.textMuted, paddingLeft: 2 }}>
            {((hour + 11) % 12) + 1}
            {hour < 12 ? 'a' : 'p'}
          </span>
        ))}
        {stops.map((stop) => {
          const arrival = Date.parse(stop.expectedArrival);
          return (
            <div key={stop.bookingId}>
              <span
                title={`Drive ${stop.driveMinutes} min`}
                style={{
                  position: 'absolute',
                  top: 18,
                  height: 20,
                  left: at(arrival - stop.driveMinutes * 60_000),
                  width: width(stop.driveMinutes * 60_000),
                  background: `repeating-linear-gradient(45deg, ${brand.border}, ${brand.border} 4px, transparent 4px, transparent 8px)`,
                }}
              />
              <span
                title={`${stop.customerName}, ${clockTime(stop.expectedArrival)}`}
                style={{
                  position: 'absolute',
                  top: 18,
                  height: 20,
                  left: at(arrival),
                  width: width(stop.durationMinutes * 60_000),
                  background: stop.atRisk ? brand.error : brand.primary,
                  borderRadius: 4,
                }}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A stop's weather tag ("Rain 70% 8–12") while the forecast's flag is about it. */
function StopWeather({ stop, date }: { stop: RouteStopDto; date: string }) {
  return <WeatherTag risk={useJobWeather({ id: stop.bookingId, date })} window={stop} />;
}

function RouteRow({ route, onReassign }: { route: DadRouteDto; onReassign: (stop: RouteStopDto) => void }) {
  const atRisk = route.stops.filter((s) => s.atRisk).length;
  const { coverage } = route;
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 8 }} data-testid="dispatch-row">
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <strong style={{ fontSize: 17 }}>
          {route.dad.firstName} {route.dad.lastName}
        </strong>
        <span>
          {route.stops.length} {route.stops.length === 1 ? 'job' : 'jobs'} · {driveText(route)}
          {atRisk ? (
            <strong style={{ color: brand.error }}>
              {' '}
              · {atRisk} at risk
            </strong>
          ) : null}
        </span>
      </div>
      <span style={{ color: brand.textMuted }}>{coverageText({ homeZip: coverage.homeZip, zips: coverage.coverageZips, radiusMiles: coverage.coverageRadiusMiles })}</span>
      <Timeline date={route.date} stops={route.stops} label={`${route.dad.firstName} ${route.dad.lastName}’s day from 6 AM to 10 PM: drives and jobs`} />
      {route.stops.length > 0 && (
        <details>
          <summary style={disclosureSummaryStyle}>Stops in route order ({route.stops.length})</summary>
          <RouteStops
            stops={route.stops}
            actions={(stop) => (
              <>
                <StopWeather stop={stop} date={route.date} />
                {(stop.status === 'pending' || stop.status === 'confirmed') && (
                  <Button size="small" onClick={() => onReassign(stop)}>
                    Reassign
                  </Button>
                )}
              </>
            )}
          />
        </details>
      )}
    </li>
  );
}

/** /dadportal/admin/dispatch (issue 27): one row per DAD with the day's route as a timeline; unassigned and at-risk bookings stand out. */
export default function DispatchPage() {
  const [date, setDate] = useState(() => calendarDate(new Date()));
  const [moving, setMoving] = useState<RouteStopDto | null>(null);
  const board = useAdminGetDispatchBoardQuery({ date }, { refetchOnMountOrArgChange: true, pollingInterval: 60_000 });
  return (
    <PageFrame title="Dispatch" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId="admin-dispatch">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 }}>
        <Button onClick={() => setDate(addDays(date, -1))}>Previous Day</Button>
        <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          Day
          <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} style={{ minHeight: 36 }} />
        </label>
        <Button onClick={() => setDate(addDays(date, 1))}>Next Day</Button>
        <strong>{formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' })}</strong>
      </div>
      <QueryState query={board} errorTitle="Failed to load the dispatch board" loadingLabel="Loading the day's routes">
        {(b) => (
          <div style={{ display: 'grid', gap: 16 }}>
            {b.unassigned.length > 0 && (
              <section style={{ ...surfaceStyle, border: `2px solid ${brand.error}` }} data-testid="dispatch-unassigned">
                <h2 style={{ fontSize: 17, margin: '0 0 8px', color: brand.error }}>Unassigned ({b.unassigned.length})</h2>
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {b.unassigned.map((stop) => (
                    <li key={stop.bookingId}>
                      {stop.customerName} · {arrivalWindowText(stop.startTime, stop.endTime)} · {stop.city} {stop.zipCode}{' '}
                      <Button size="small" onClick={() => setMoving(stop)}>
                        Assign
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {b.routes.length ? (
              <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 12 }} aria-label="DADs' routes">
                {b.routes.map((route) => (
                  <RouteRow key={route.dad.id} route={route} onReassign={setMoving} />
                ))}
              </ul>
            ) : (
              <EmptyState title="No active DADs" />
            )}
          </div>
        )}
      </QueryState>
      <PlainDialog open={!!moving} onClose={() => setMoving(null)} title={moving ? `Reassign ${moving.customerName}’s booking` : ''} width={520}>
        {moving && (
          <div style={{ display: 'grid', gap: 12 }}>
            <p style={{ margin: 0 }}>
              {arrivalWindowText(moving.startTime, moving.endTime)} · {moving.address}, {moving.city}. Only DADs who cover the ZIP and can fit it with every other customer still inside their window are offered, with the drive it adds to their day.
            </p>
            <Reassign booking={{ id: moving.bookingId, zipCode: moving.zipCode }} onDone={() => setMoving(null)} />
          </div>
        )}
      </PlainDialog>
    </PageFrame>
  );
}
