import type { ReactNode } from 'react';
import { Flex } from 'antd';
import type { BookingDetailDto } from '@dd/contracts/booking';
import type { RouteStopDto } from '@dd/contracts/dispatch';
import { clockTime, dayTitle, listStatus, vehicleServiceText, windowText } from '@dd/ui/booking-format';
import { AtRisk, driveText, NavigateLink } from '@dd/ui/route-stops';
import { BookingStatusTag } from '@dd/ui/status-tags';
import { brand } from '@dd/ui/theme';
import { WeatherTag } from '@dd/ui/weather-tag';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT } from '../i18n';
import { useJobWeather } from './job-weather';
import { carText, customerName, jobDay } from './job-format';

/**
 * One job in a list: when, who, where, what; the caller adds its actions. With its stop of the day's
 * route (issue 27): the expected arrival, the drive to it, a warning when the window is at risk and a
 * Navigate link, so the day's schedule is also its route (issue 37 item 19: not the same jobs twice).
 */
export function JobCard({ booking, actions, showDay = true, stop }: { booking: BookingDetailDto; actions?: ReactNode; showDay?: boolean; stop?: RouteStopDto }) {
  const risk = useJobWeather(booking);
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  return (
    <li style={{ listStyle: 'none', background: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 12, padding: 16 }} data-testid="job-card" data-booking-id={booking.id}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <strong style={{ fontSize: 17, color: brand.text }}>{customerName(booking, t)}</strong>
        <Flex gap={6} wrap>
          <WeatherTag risk={risk} window={booking} />
          <BookingStatusTag status={listStatus(booking)} />
        </Flex>
      </Flex>
      <p style={{ margin: '6px 0 12px', color: brand.text, lineHeight: 1.5 }}>
        {showDay && <>{dayTitle(jobDay(booking), locale)} · </>}
        {windowText(booking, tr)}
        <br />
        {booking.vehicles.length > 1 ? (
          // Every car of a several-car job (issue 37 item 6), each with its package and add-ons.
          <span data-testid="job-card-vehicles">{booking.vehicles.map((vehicle) => vehicleServiceText(vehicle)).join(' · ')}</span>
        ) : (
          <>
            {booking.package?.name ?? t('job.detail')} · {carText(booking.car, t)}
          </>
        )}
        <br />
        <span style={{ color: brand.textMuted }}>
          {booking.address}, {booking.city}
        </span>
        {stop && (
          <>
            <br />
            <span data-testid="stop-drive">
              {t('job.arriveAbout', { time: clockTime(stop.expectedArrival), drive: driveText(stop, tr) })}
            </span>
            {stop.atRisk && (
              <>
                <br />
                <AtRisk stop={stop} />
              </>
            )}
          </>
        )}
      </p>
      {(actions || stop) && (
        <Flex gap={8} wrap align="center">
          {actions}
          {stop && <NavigateLink stop={stop} />}
        </Flex>
      )}
    </li>
  );
}

export function JobList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} style={{ margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {children}
    </ul>
  );
}
