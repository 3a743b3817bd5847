import { useMemo } from 'react';
import { formatCalendarDate, upcomingWindows, ARRIVAL_WINDOWS } from '@dd/domain/time-windows';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { usePublicSettings } from '../../common/use-settings';
import { windowsByDay } from '../time-slots';
import { StepHeading } from './shared';

/** Days listed; the horizon (60) is what the server accepts, two weeks is what fits a screen. */
const DAYS_SHOWN = 14;

const WINDOW_NAMES = Object.fromEntries(ARRIVAL_WINDOWS.map((w) => [w.id, w.name]));

/**
 * Step 4: the three arrival windows (customer-side §9) on real upcoming dates, honouring the
 * minimum advance from the settings; choosing one goes to step 5.
 */
export function TimeStep({ selected, onChoose }: { selected: string | null; onChoose: (start: string) => void }) {
  const { settings, isLoading } = usePublicSettings();
  const days = useMemo(
    () =>
      windowsByDay(
        upcomingWindows(new Date(), {
          days: Math.min(DAYS_SHOWN, settings.bookingHorizonDays),
          minAdvanceHours: settings.minAdvanceBookingHours,
          timeZone: settings.timeZone,
        }),
      ),
    [settings.bookingHorizonDays, settings.minAdvanceBookingHours, settings.timeZone],
  );

  return (
    <div>
      <StepHeading text={`Your detailer arrives within the window you choose. Book at least ${settings.minAdvanceBookingHours} hours ahead.`}>
        When should we come?
      </StepHeading>
      {isLoading ? (
        <PageSpinner label="Loading available times" />
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          {days.map((day) => (
            <section key={day.date} aria-label={formatCalendarDate(day.date, { weekday: 'long', month: 'long', day: 'numeric' })} data-testid="time-day">
              <h3 style={{ fontSize: 16, margin: '0 0 8px', color: brand.text }}>
                {formatCalendarDate(day.date, { weekday: 'long', month: 'long', day: 'numeric' })}
              </h3>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: 8 }}>
                {day.slots.map((slot) => {
                  const chosen = slot.start === selected;
                  return (
                    <button
                      key={slot.start}
                      type="button"
                      data-testid="time-slot"
                      aria-pressed={chosen}
                      onClick={() => onChoose(slot.start)}
                      style={{
                        font: 'inherit',
                        textAlign: 'left',
                        cursor: 'pointer',
                        padding: '10px 14px',
                        borderRadius: 8,
                        border: `${chosen ? 2 : 1}px solid ${chosen ? brand.primary : brand.border}`,
                        background: chosen ? `${brand.primary}0d` : brand.surface,
                        color: brand.text,
                      }}
                    >
                      <strong style={{ display: 'block' }}>{WINDOW_NAMES[slot.window]}</strong>
                      <span>{slot.label}</span>
                      <span style={{ display: 'block', color: brand.success, fontSize: 13 }}>Available</span>
                    </button>
                  );
                })}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
