import { Radio } from 'antd';
import { brand } from '@dd/ui/theme';

interface SavedPickerProps {
  legend: string;
  testId: string;
  /** What the customer saved (cars on step 1, cards at checkout), offered first. */
  options: { id: string; label: string }[];
  /** The choice that is none of them ('Another vehicle', 'A new card'): `onChoose(null)`. */
  otherLabel: string;
  chosen: string | null;
  onChoose: (id: string | null) => void;
}

/** A returning customer's saved things as antd radios (a lazy chunk: loaded only when there are some). */
export default function SavedPicker({ legend, testId, options, otherLabel, chosen, onChoose }: SavedPickerProps) {
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '0 0 24px' }} data-testid={testId}>
      <legend style={{ fontWeight: 600, marginBottom: 8, color: brand.text }}>{legend}</legend>
      <Radio.Group value={chosen ?? ''} onChange={(event) => onChoose(event.target.value || null)} style={{ display: 'grid', gap: 8 }}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id}>
            {option.label}
          </Radio>
        ))}
        <Radio value="">{otherLabel}</Radio>
      </Radio.Group>
    </fieldset>
  );
}
