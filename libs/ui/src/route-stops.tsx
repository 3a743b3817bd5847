import type { RouteStopDto } from '@dd/contracts/dispatch';
import { arrivalWindowText, clockTime } from './booking-format';
import { useUiText } from './i18n';
import { fillEnglish, type UiText } from './ui-text';
import { brand } from './theme';

const miles = (meters: number) => `${(meters / 1609.344).toFixed(1)} mi`;

/** "25 min, 8.4 mi drive" from the previous stop (or the base), in `tr`'s language. */
export const driveText = (stop: Pick<RouteStopDto, 'driveMinutes' | 'driveMeters'>, tr: UiText = fillEnglish) =>
  tr('{minutes} min, {distance} drive', { minutes: stop.driveMinutes, distance: miles(stop.driveMeters) });

/** Opens the phone's maps app with directions to the stop. */
export function NavigateLink({ stop }: { stop: Pick<RouteStopDto, 'navigateUrl' | 'address'> }) {
  const tr = useUiText();
  return (
    <a href={stop.navigateUrl} target="_blank" rel="noreferrer" style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center', color: brand.primary, fontWeight: 600 }}>
      {tr('Navigate')}
      <span style={{ position: 'absolute', left: -9999 }}> {tr('to {address}', { address: stop.address })}</span>
    </a>
  );
}

/** The warning of a stop expected after its window's end; nothing otherwise. */
export function AtRisk({ stop }: { stop: Pick<RouteStopDto, 'atRisk' | 'startTime' | 'endTime'> }) {
  const tr = useUiText();
  if (!stop.atRisk) return null;
  return (
    <span style={{ color: brand.error, fontWeight: 600 }} data-testid="stop-at-risk">
      {tr('At risk: past the {window} window', { window: arrivalWindowText(stop.startTime, stop.endTime) })}
    </span>
  );
}

/**
 * A day's stops in route order (issue 27): expected arrival (the plan, moved by the day's progress),
 * the customer's window, the drive from the previous stop, a Navigate link to the phone's maps app,
 * and a warning when a promise is at risk. The DAD's day and the dispatch board show the same list.
 */
export function RouteStops({ stops, actions }: { stops: RouteStopDto[]; actions?: (stop: RouteStopDto) => React.ReactNode }) {
  return (
    <ol style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }} aria-label="Stops in route order">
      {stops.map((stop, i) => (
        <li
          key={stop.bookingId}
          data-testid="route-stop"
          style={{
            border: `1px solid ${stop.atRisk ? brand.error : brand.border}`,
            borderLeft: `4px solid ${stop.atRisk ? brand.error : brand.primary}`,
            borderRadius: 8,
            padding: 10,
            display: 'grid',
            gap: 2,
          }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
            <strong>
              {i + 1}. {clockTime(stop.expectedArrival)} · {stop.customerName}
            </strong>
            <AtRisk stop={stop} />
          </div>
          <span style={{ color: brand.textMuted }}>
            Window {arrivalWindowText(stop.startTime, stop.endTime)}
            {stop.plannedArrival && stop.plannedArrival !== stop.expectedArrival ? ` · planned ${clockTime(stop.plannedArrival)}` : ''} · {stop.packageName},{' '}
            {stop.durationMinutes} min
          </span>
          <span data-testid="stop-drive">{driveText(stop)}</span>
          <span>
            {stop.address}, {stop.city} {stop.zipCode}
          </span>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
            <NavigateLink stop={stop} />
            {actions?.(stop)}
          </div>
        </li>
      ))}
    </ol>
  );
}
