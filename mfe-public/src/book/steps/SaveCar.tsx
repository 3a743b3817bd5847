import { Checkbox, Input } from 'antd';
import { carSchema } from '@dd/contracts/car';
import type { VehicleType } from '@dd/contracts/enums';
import { FormField, fieldA11y } from '@dd/ui/form-field';
import { useT } from '../../i18n';

export interface SaveCarValue {
  save: boolean;
  make: string;
  model: string;
  year: string;
}

export const NO_CAR_TO_SAVE: SaveCarValue = { save: false, make: '', model: '', year: '' };

/** The car to save, checked with the car form's own rules; errors by field, or none. */
export function checkCarToSave(value: SaveCarValue, vehicleType: VehicleType) {
  const parsed = carSchema.safeParse({ make: value.make, model: value.model, year: value.year, vehicleType });
  if (parsed.success) return { car: parsed.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { car: null, errors };
}

/** Checkout, signed in, without a saved car chosen: the vehicle can be saved to My Cars (and goes on the booking). */
export function SaveCarFields({ value, errors, onChange }: { value: SaveCarValue; errors: Record<string, string>; onChange: (value: SaveCarValue) => void }) {
  const t = useT();
  const field = (name: 'make' | 'model' | 'year', label: string) => (
    <FormField id={`save-car-${name}`} label={label} error={errors[name]}>
      <Input
        {...fieldA11y(`save-car-${name}`, errors[name])}
        value={value[name]}
        inputMode={name === 'year' ? 'numeric' : undefined}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      />
    </FormField>
  );
  return (
    <div style={{ marginBottom: 12 }}>
      <Checkbox checked={value.save} onChange={(event) => onChange({ ...value, save: event.target.checked })} data-testid="save-car">
        {t('book.saveCar')}
      </Checkbox>
      {value.save && (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 120px), 1fr))', columnGap: 12, marginTop: 12 }}>
          {field('make', t('book.saveCar.make'))}
          {field('model', t('book.saveCar.model'))}
          {field('year', t('book.saveCar.year'))}
        </div>
      )}
    </div>
  );
}
