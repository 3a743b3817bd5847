import { Radio } from 'antd';
import { PLAN_INTERVAL_LABELS, PLAN_WINDOWS, type MembershipDto, type PlanInterval } from '@dd/contracts/plan';
import { ARRIVAL_WINDOWS } from '@dd/domain/time-windows';
import { useUiText } from '@dd/ui/i18n';
import { planDate, WEEKDAYS } from '@dd/ui/plan-format';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { brand } from '@dd/ui/theme';
import type { CustomerMessageId, CustomerText } from '../i18n';

/** The day and window choices in the reader's words (libs/ui's catalog has the weekdays and the windows' names). */
export function useSlotOptions() {
  const tr = useUiText();
  return {
    weekdays: WEEKDAYS.map((day, index) => ({ value: index, label: tr(day) })),
    windows: PLAN_WINDOWS.map((id) => {
      const arrival = ARRIVAL_WINDOWS.find((w) => w.id === id)!;
      return { value: id as string, label: `${tr(arrival.name)} (${arrival.label})` };
    }),
  };
}

/**
 * A plan's words in the reader's language: "Every 2 weeks, Thursdays, Afternoon (12:00 PM-4:00 PM)"
 * and "Thu, Mar 4, 2027" (libs/ui's plan-format keeps the English ones for the admin area).
 */
export function usePlanWords(t: CustomerText) {
  const tr = useUiText();
  const locale = useIntlLocale();
  const interval = (id: PlanInterval) => (id in PLAN_INTERVAL_LABELS ? t(`plans.interval.${id}` as CustomerMessageId) : id);
  const slot = (weekday: number, window: MembershipDto['window']) => {
    const arrival = ARRIVAL_WINDOWS.find((w) => w.id === window)!;
    return t('plans.slot', { days: t(`plans.weekdays.${weekday}` as CustomerMessageId), window: tr(arrival.name), hours: arrival.label });
  };
  return {
    interval,
    slot,
    schedule: (m: Pick<MembershipDto, 'plan' | 'weekday' | 'window'>) => t('plans.schedule', { interval: interval(m.plan.interval), slot: slot(m.weekday, m.window) }),
    date: (date: string) => planDate(date, locale),
  };
}

/** A radio group in a labelled fieldset, bound to the form, with the schema's message under it. */
export function Choice<V extends string | number>({ legend, error, value, onChange, options, name }: { legend: string; error?: string; value: V | null; onChange: (value: V) => void; options: Array<{ value: V; label: string }>; name: string }) {
  const tr = useUiText();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} aria-describedby={error ? `join-${name}-error` : undefined}>
      <legend style={{ marginBottom: 6 }}>{legend}</legend>
      <Radio.Group value={value} onChange={(event) => onChange(event.target.value)} name={name} style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </Radio.Group>
      {error && (
        <div id={`join-${name}-error`} role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
          {tr(error)}
        </div>
      )}
    </fieldset>
  );
}
