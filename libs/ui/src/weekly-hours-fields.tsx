import { Button, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { weeklyAvailabilitySchema, type WeeklyAvailabilityDto } from '@dd/contracts/availability';
import { nextWeeklyWindow, TIME_CHOICES } from '@dd/domain/weekly-hours';
import { useUiText } from './i18n';
import { brand } from './theme';

export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const timeOptions = TIME_CHOICES.map((t) => ({ value: t, label: t }));
/** Icon buttons keep a 44 px square beside long text (flex would squeeze them). */
const iconButtonStyle = { minWidth: 44, flexShrink: 0 } as const;
/** Day on its own line on a phone (the times stay readable), all four in one line from 560 px. */
const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '8px 0', borderTop: `1px solid ${brand.border}` } as const;

/** What is wrong with a set of weekly windows, in the schema's words (an overlap, an end before its start), or null. */
export function weeklyProblem(windows: WeeklyAvailabilityDto[]): string | null {
  const parsed = weeklyAvailabilitySchema.safeParse({ availabilities: windows });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** A start and an end time from the half-hour choices, each named for the window it belongs to. */
export function TimeRangeSelects({ start, end, onStart, onEnd, label }: { start: string; end: string; onStart: (v: string) => void; onEnd: (v: string) => void; label: string }) {
  const tr = useUiText();
  return (
    <>
      <Select aria-label={tr('{label} start time', { label })} value={start} options={timeOptions} onChange={onStart} />
      <Select aria-label={tr('{label} end time', { label })} value={end} options={timeOptions} onChange={onEnd} />
    </>
  );
}

/**
 * A DAD's weekly hours as rows of day, start and end with Remove, then Add Window: the one editor
 * the DAD's Availability page and the admin's Add New DAD both use (the caller saves).
 */
export function WeeklyHoursFields({ value, onChange, emptyText }: { value: WeeklyAvailabilityDto[]; onChange: (windows: WeeklyAvailabilityDto[]) => void; emptyText: string }) {
  const tr = useUiText();
  const problem = weeklyProblem(value);
  const change = (i: number, patch: Partial<WeeklyAvailabilityDto>) => onChange(value.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  return (
    <div data-testid="weekly-hours">
      {!value.length && <p style={{ marginTop: 0 }}>{emptyText}</p>}
      {value.map((w, i) => (
        <div key={i} style={row} data-testid="weekly-window">
          <Select aria-label={tr('Day of week')} value={w.dayOfWeek} options={WEEK_DAYS.map((d, day) => ({ value: day, label: tr(d) }))} onChange={(dayOfWeek) => change(i, { dayOfWeek })} style={{ flex: '1 1 160px' }} />
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 44px', gap: 8, flex: '2 1 260px' }}>
            <TimeRangeSelects label={tr(WEEK_DAYS[w.dayOfWeek])} start={w.startTime} end={w.endTime} onStart={(startTime) => change(i, { startTime })} onEnd={(endTime) => change(i, { endTime })} />
            <Button aria-label={tr('Remove {day} {start} to {end}', { day: tr(WEEK_DAYS[w.dayOfWeek]), start: w.startTime, end: w.endTime })} icon={<DeleteOutlined />} style={iconButtonStyle} onClick={() => onChange(value.filter((_, j) => j !== i))} />
          </div>
        </div>
      ))}
      {problem && (
        <p role="alert" style={{ color: brand.error, margin: '4px 0 8px' }}>
          {tr(problem)}
        </p>
      )}
      <Button icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => onChange([...value, nextWeeklyWindow(value)])}>
        {tr('Add Window')}
      </Button>
    </div>
  );
}
