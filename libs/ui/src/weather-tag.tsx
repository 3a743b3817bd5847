import { Tag } from 'antd';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import { brand } from './theme';

/** "08:00" → "8", "10:30" → "10:30": the hours of a window, short. */
const shortHour = (time: string) => {
  const [h, m] = time.split(':');
  return m === '00' ? String(Number(h)) : `${Number(h)}:${m}`;
};

/**
 * The short words of a weather risk on a job (issue 44): "Rain 70% 8–12", "Heat 104°F 12–4", with
 * the job's window in clock hours. Without a window, no hours.
 */
export function weatherTagText(risk: Pick<WeatherRiskDto, 'risk' | 'precipitationChance' | 'temperatureF'>, window?: { startTime: string | null; endTime: string | null }): string {
  const what = risk.risk === 'rain' ? `Rain ${risk.precipitationChance}%` : `Heat ${risk.temperatureF}°F`;
  if (!window?.startTime || !window.endTime) return what;
  const twelve = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return shortHour(`${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}`);
  };
  return `${what} ${twelve(window.startTime)}–${twelve(window.endTime)}`;
}

/** The tag the DAD's and admin's job screens show on a job the forecast put at risk; nothing without a risk. */
export function WeatherTag({ risk, window }: { risk: Pick<WeatherRiskDto, 'risk' | 'precipitationChance' | 'temperatureF'> | null | undefined; window?: { startTime: string | null; endTime: string | null } }) {
  if (!risk) return null;
  return (
    <Tag data-testid="weather-tag" style={{ marginInlineEnd: 0, color: brand.text, background: `${brand.warning}26`, borderColor: brand.warning }}>
      {weatherTagText(risk, window)}
    </Tag>
  );
}

/**
 * A flag still about this job as it stands (from GET /api/dad/weather or /api/admin/weather): the
 * customer did not move it (a weather move, or any move since the pass: the flag's start, or day
 * for a route's stop, is no longer the job's).
 */
export function currentRisk(risks: readonly WeatherRiskDto[] | undefined, job: { id: string; scheduledDate: string } | { id: string; date: string }): WeatherRiskDto | null {
  const risk = risks?.find((r) => r.bookingId === job.id);
  if (!risk || risk.choice === 'moved') return null;
  const same = 'scheduledDate' in job ? new Date(risk.start).getTime() === new Date(job.scheduledDate).getTime() : risk.date === job.date;
  return same ? risk : null;
}
