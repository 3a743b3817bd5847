import { Radio } from 'antd';
import { PLAN_WINDOWS } from '@dd/contracts/plan';
import { ARRIVAL_WINDOWS } from '@dd/domain/time-windows';
import { WEEKDAYS } from '@dd/ui/plan-format';
import { brand } from '@dd/ui/theme';

export const WEEKDAY_OPTIONS = WEEKDAYS.map((day, index) => ({ value: index, label: day }));
export const WINDOW_OPTIONS = PLAN_WINDOWS.map((id) => {
  const arrival = ARRIVAL_WINDOWS.find((w) => w.id === id)!;
  return { value: id as string, label: `${arrival.name} (${arrival.label})` };
});

/** A radio group in a labelled fieldset, bound to the form, with the schema's message under it. */
export function Choice<V extends string | number>({ legend, error, value, onChange, options, name }: { legend: string; error?: string; value: V | null; onChange: (value: V) => void; options: Array<{ value: V; label: string }>; name: string }) {
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
          {error}
        </div>
      )}
    </fieldset>
  );
}

