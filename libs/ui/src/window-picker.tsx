import { useEffect, useRef, useState } from 'react';
import { useGetAvailabilityQuery, type AvailabilityQuery } from '@dd/api-client';
import type { AvailabilityDayDto, AvailabilityWindowDto } from '@dd/contracts/availability';
import { ARRIVAL_WINDOWS, formatCalendarDate } from '@dd/domain/time-windows';
import { dayTitle } from './booking-format';
import { useUiText } from './i18n';
import { useIntlLocale } from './use-intl-locale';
import { dayStatus, windowStatus, type FreeCancellation } from './day-status';
import { QueryState } from './query-state';
import { brand } from './theme';

const WINDOW_NAMES: Record<string, string> = Object.fromEntries(ARRIVAL_WINDOWS.map((w) => [w.id, w.name]));

export interface WindowPickerProps {
  /** The days and the package/vehicle to ask GET /api/availability about. */
  range: AvailabilityQuery;
  /** Wait (settings still loading, say). */
  skip?: boolean;
  selected: string | null;
  onSelect: (start: string) => void;
  /** A booking's current start: shown, not offered, and its day opened first (Manage). */
  current?: string;
  /** The cancellation policy: windows that start inside it say that free cancellation then ends (Manage). */
  freeCancellation?: FreeCancellation;
  /** Test ids: `${testId}-day`, `${testId}-slot`, `${testId}-slot-unavailable`, `${testId}-slot-status`. */
  testId: string;
}

/** Read out, not shown: the full date after what a button shows. */
const spoken = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const openCount = (day: AvailabilityDayDto, current?: string) => dayStatus(day, current).open;

/** The day shown first: the selected window's, else the booking's own (Manage), else the first with a free window, else the first. */
function firstDay(days: AvailabilityDayDto[], selected: string | null, current?: string): string | undefined {
  const holding = (start: string | null | undefined) => !!start && days.find((day) => day.windows.some((w) => w.start === start));
  return (holding(selected) || holding(current) || days.find((day) => openCount(day, current) > 0) || days[0])?.date;
}

function DayButton({ day, active, current, onPick, testId }: { day: AvailabilityDayDto; active: boolean; current?: string; onPick: () => void; testId: string }) {
  const { open, text } = dayStatus(day, current);
  const tr = useUiText();
  const locale = useIntlLocale();
  const weekday = formatCalendarDate(day.date, { weekday: 'short' }, locale);
  const dayOfMonth = formatCalendarDate(day.date, { day: 'numeric' }, locale);
  const ref = useRef<HTMLButtonElement>(null);
  // The day shown (the booking's own, say, two weeks on) is scrolled into the row's view, and only the row scrolls.
  useEffect(() => {
    const button = ref.current;
    const row = button?.parentElement;
    if (!active || !button || !row) return;
    const left = button.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + button.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - (row.clientWidth - button.offsetWidth) / 2;
  }, [active]);
  return (
    <button
      ref={ref}
      type="button"
      data-testid={`${testId}-day`}
      data-date={day.date}
      aria-pressed={active}
      onClick={onPick}
      style={{
        font: 'inherit',
        flex: '0 0 auto',
        width: 64,
        padding: '8px 4px',
        borderRadius: 10,
        cursor: 'pointer',
        textAlign: 'center',
        border: `${active ? 2 : 1}px solid ${active ? brand.primary : brand.border}`,
        background: active ? brand.primary : brand.surface,
        color: active ? '#fff' : open ? brand.text : brand.textMuted,
      }}
    >
      <span style={{ display: 'block', fontSize: 12 }}>{weekday} </span>
      <strong style={{ display: 'block', fontSize: 20, lineHeight: 1.2 }}>{dayOfMonth} </strong>
      <span style={{ display: 'block', fontSize: 12 }} data-testid={`${testId}-day-status`}>
        {open ? tr('{count} open', { count: open }) : tr(text)}
      </span>
      {/* The name is what the button shows, then the full date (speech input users say what they see;
          an aria-label never quite matched the text as axe's label-content-name-mismatch reads it). */}
      <span style={spoken}> {dayTitle(day.date, locale)}</span>
    </button>
  );
}

function WindowButton({ slot, chosen, current, freeCancellation, onSelect, testId }: { slot: AvailabilityWindowDto; chosen: boolean; current?: string; freeCancellation?: FreeCancellation; onSelect: (start: string) => void; testId: string }) {
  const selectable = slot.available && slot.start !== current;
  const tr = useUiText();
  const locale = useIntlLocale();
  const name = tr(WINDOW_NAMES[slot.window] ?? slot.window);
  const status = tr(windowStatus(slot, current, freeCancellation));
  return (
    <button
      type="button"
      data-testid={selectable ? `${testId}-slot` : `${testId}-slot-unavailable`}
      data-start={slot.start}
      aria-pressed={selectable ? chosen : undefined}
      disabled={!selectable}
      onClick={() => onSelect(slot.start)}
      style={{
        font: 'inherit',
        textAlign: 'left',
        cursor: selectable ? 'pointer' : 'not-allowed',
        padding: '10px 14px',
        borderRadius: 8,
        border: `${chosen ? 2 : 1}px solid ${chosen ? brand.primary : brand.border}`,
        background: chosen ? `${brand.primary}0d` : selectable ? brand.surface : brand.background,
        color: selectable ? brand.text : brand.textMuted,
      }}
    >
      <strong>{name}</strong> <span>{slot.label}</span>{' '}
      <span data-testid={`${testId}-slot-status`} style={{ display: 'block', color: selectable ? brand.success : brand.textMuted, fontSize: 13 }}>
        {status}
      </span>
      <span style={spoken}> {dayTitle(slot.date, locale)}</span>
    </button>
  );
}

/**
 * The arrival windows of a range as GET /api/availability sees them, sized for a phone: a row of
 * days (each with how many windows are open), then the chosen day's windows. Available windows can
 * be selected; the others are disabled with the server's reason. Read afresh each time it mounts.
 */
export function WindowPicker({ range, skip, selected, onSelect, current, freeCancellation, testId }: WindowPickerProps) {
  const query = useGetAvailabilityQuery(range, { skip, refetchOnMountOrArgChange: true });
  const [picked, setPicked] = useState<string | null>(null);
  const tr = useUiText();
  const locale = useIntlLocale();
  return (
    <QueryState
      query={{ ...query, isLoading: skip || query.isLoading || (query.isFetching && !query.data) }}
      errorTitle={tr('Failed to Load Available Times')}
      loadingLabel={tr('Loading available times')}
    >
      {({ days }) => {
        const activeDate = days.some((day) => day.date === picked) ? picked : firstDay(days, selected, current);
        const active = days.find((day) => day.date === activeDate);
        const anyOpen = days.some((day) => openCount(day, current) > 0);
        return (
          <div style={{ display: 'grid', gap: 12 }} aria-busy={query.isFetching} data-testid="window-picker">
            {!anyOpen && (
              <p role="status" style={{ margin: 0, color: brand.textMuted }} data-testid="no-times">
                {tr('No times are available in the next {days} days. Please check back soon.', { days: days.length })}
              </p>
            )}
            {/* Positioned: the days' spoken-only words (absolute) stay inside the scrolling row, not widening the page. */}
            <div role="group" aria-label={tr('Days')} style={{ display: 'flex', gap: 8, overflowX: 'auto', paddingBottom: 4, position: 'relative' }}>
              {days.map((day) => (
                <DayButton key={day.date} day={day} active={day.date === activeDate} current={current} onPick={() => setPicked(day.date)} testId={testId} />
              ))}
            </div>
            {active && (
              <section aria-label={dayTitle(active.date, locale)} data-testid={`${testId}-windows`} data-date={active.date}>
                <h3 style={{ fontSize: 16, margin: '0 0 8px', color: brand.text }}>{dayTitle(active.date, locale)}</h3>
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: 8 }}>
                  {active.windows.map((slot) => (
                    <WindowButton
                      key={slot.start}
                      slot={slot}
                      current={current}
                      freeCancellation={freeCancellation}
                      chosen={slot.available && slot.start === selected}
                      onSelect={onSelect}
                      testId={testId}
                    />
                  ))}
                </div>
              </section>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
