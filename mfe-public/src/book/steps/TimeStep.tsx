import { useMemo } from 'react';
import type { AvailabilityWindowDto } from '@dd/contracts/availability';
import type { VehicleType } from '@dd/contracts/enums';
import { formatCalendarDate, ARRIVAL_WINDOWS } from '@dd/domain/time-windows';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { useGetAvailabilityQuery } from '../../api/availability.api';
import { LoadFailed } from '@dd/ui/load-state';
import { usePublicSettings } from '../../common/use-settings';
import { availabilityRange } from '../time-slots';
import { StepHeading } from './shared';

/** Days listed; the horizon (60) is what the server accepts, two weeks is what fits a screen. */
const DAYS_SHOWN = 14;

const WINDOW_NAMES: Record<string, string> = Object.fromEntries(ARRIVAL_WINDOWS.map((w) => [w.id, w.name]));

const dayTitle = (date: string) => formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' });

export interface TimeStepProps {
  selected: string | null;
  packageId: string;
  vehicleType: VehicleType;
  onChoose: (start: string) => void;
}

function WindowButton({ slot, chosen, onChoose }: { slot: AvailabilityWindowDto; chosen: boolean; onChoose: (start: string) => void }) {
  const name = WINDOW_NAMES[slot.window] ?? slot.window;
  const status = slot.available ? 'Available' : slot.reasonText || 'Unavailable';
  return (
    <button
      type="button"
      // Available windows keep the 'time-slot' test id the wizard's tests click; taken ones have their own.
      data-testid={slot.available ? 'time-slot' : 'time-slot-unavailable'}
      data-start={slot.start}
      aria-pressed={slot.available ? chosen : undefined}
      aria-label={`${name}, ${slot.label}: ${status}`}
      disabled={!slot.available}
      onClick={() => onChoose(slot.start)}
      style={{
        font: 'inherit',
        textAlign: 'left',
        cursor: slot.available ? 'pointer' : 'not-allowed',
        padding: '10px 14px',
        borderRadius: 8,
        border: `${chosen ? 2 : 1}px solid ${chosen ? brand.primary : brand.border}`,
        background: chosen ? `${brand.primary}0d` : slot.available ? brand.surface : brand.background,
        color: slot.available ? brand.text : brand.textMuted,
      }}
    >
      <strong style={{ display: 'block' }}>{name}</strong>
      <span>{slot.label}</span>
      <span data-testid="time-slot-status" style={{ display: 'block', color: slot.available ? brand.success : brand.textMuted, fontSize: 13 }}>
        {status}
      </span>
    </button>
  );
}

/**
 * Step 4: the next two weeks' arrival windows (customer-side §9) as the scheduling API sees them for
 * this package and vehicle (GET /api/availability): available ones can be chosen (on to step 5),
 * the others are disabled with the reason. Read afresh each time the step shows.
 */
export function TimeStep({ selected, packageId, vehicleType, onChoose }: TimeStepProps) {
  const { settings, isLoading: settingsLoading } = usePublicSettings();
  const days = Math.min(DAYS_SHOWN, settings.bookingHorizonDays);
  // Fixed for the life of the step (the query key must not change on every render).
  const range = useMemo(() => availabilityRange(new Date(), days, settings.timeZone), [days, settings.timeZone]);
  const query = useGetAvailabilityQuery(
    { ...range, packageId, vehicleType },
    { skip: settingsLoading, refetchOnMountOrArgChange: true },
  );

  const data = query.data;

  let content;
  if (settingsLoading || query.isLoading || (query.isFetching && !data)) content = <PageSpinner label="Loading available times" />;
  else if (!data)
    content = <LoadFailed title="Failed to Load Available Times" error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const anyAvailable = data.days.some((day) => day.windows.some((slot) => slot.available));
    content = (
      <div style={{ display: 'grid', gap: 16 }} aria-busy={query.isFetching}>
        {!anyAvailable && (
          <p role="status" style={{ margin: 0, color: brand.textMuted }} data-testid="no-times">
            No times are available in the next {days} days. Please check back soon.
          </p>
        )}
        {data.days.map((day) => (
          <section key={day.date} aria-label={dayTitle(day.date)} data-testid="time-day" data-date={day.date}>
            <h3 style={{ fontSize: 16, margin: '0 0 8px', color: brand.text }}>{dayTitle(day.date)}</h3>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: 8 }}>
              {day.windows.map((slot) => (
                <WindowButton key={slot.start} slot={slot} chosen={slot.available && slot.start === selected} onChoose={onChoose} />
              ))}
            </div>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div>
      <StepHeading text={`Your detailer arrives within the window you choose. Book at least ${settings.minAdvanceBookingHours} hours ahead.`}>
        When should we come?
      </StepHeading>
      {content}
    </div>
  );
}
