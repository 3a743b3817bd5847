import { useMemo } from 'react';
import type { VehicleType } from '@dd/contracts/enums';
import { ARRIVAL_WINDOWS, addDays, calendarDate } from '@dd/domain/time-windows';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { useGetCustomerAvailabilityQuery } from '../api/bookings.api';
import { dayTitle } from '../common/format';
import { LoadFailed } from '@dd/ui/load-state';

/** Days offered for a new time: two weeks, as the booking wizard. */
const DAYS_SHOWN = 14;

const WINDOW_NAMES: Record<string, string> = Object.fromEntries(ARRIVAL_WINDOWS.map((w) => [w.id, w.name]));

export interface WindowPickerProps {
  packageId: string;
  vehicleType: VehicleType;
  /** The booking's current start: shown, not offered. */
  current: string;
  selected: string | null;
  onSelect: (start: string) => void;
}

/**
 * The next two weeks' windows for this package and vehicle from GET /api/availability: available
 * ones can be selected, the others are disabled with the server's reason.
 */
export function WindowPicker({ packageId, vehicleType, current, selected, onSelect }: WindowPickerProps) {
  const range = useMemo(() => {
    const from = calendarDate(new Date());
    return { from, to: addDays(from, DAYS_SHOWN - 1) };
  }, []);
  const query = useGetCustomerAvailabilityQuery({ ...range, packageId, vehicleType }, { refetchOnMountOrArgChange: true });

  if (query.isLoading) return <PageSpinner label="Loading available times" />;
  if (!query.data) return <LoadFailed title="Failed to Load Available Times" error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <div style={{ display: 'grid', gap: 12, maxHeight: '50vh', overflowY: 'auto', paddingRight: 4 }} aria-busy={query.isFetching} data-testid="window-picker">
      {query.data.days.map((day) => (
        <section key={day.date} aria-label={dayTitle(day.date)} data-testid="reschedule-day" data-date={day.date}>
          <h4 style={{ fontSize: 14, margin: '0 0 6px', color: brand.text }}>{dayTitle(day.date)}</h4>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))', gap: 6 }}>
            {day.windows.map((slot) => {
              const isCurrent = slot.start === current;
              const selectable = slot.available && !isCurrent;
              const chosen = selectable && slot.start === selected;
              const name = WINDOW_NAMES[slot.window] ?? slot.window;
              const status = isCurrent ? 'Your current time' : slot.available ? 'Available' : slot.reasonText || 'Unavailable';
              return (
                <button
                  key={slot.start}
                  type="button"
                  data-testid={selectable ? 'reschedule-slot' : 'reschedule-slot-unavailable'}
                  data-start={slot.start}
                  aria-pressed={selectable ? chosen : undefined}
                  aria-label={`${dayTitle(day.date)}, ${name}, ${slot.label}: ${status}`}
                  disabled={!selectable}
                  onClick={() => onSelect(slot.start)}
                  style={{
                    font: 'inherit',
                    fontSize: 13,
                    textAlign: 'left',
                    cursor: selectable ? 'pointer' : 'not-allowed',
                    padding: '8px 10px',
                    borderRadius: 8,
                    border: `${chosen ? 2 : 1}px solid ${chosen ? brand.primary : brand.border}`,
                    background: chosen ? `${brand.primary}0d` : selectable ? brand.surface : brand.background,
                    color: selectable ? brand.text : brand.textMuted,
                  }}
                >
                  <strong style={{ display: 'block' }}>{name}</strong>
                  <span>{slot.label}</span>
                  <span style={{ display: 'block', color: selectable ? brand.success : brand.textMuted }}>{status}</span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
