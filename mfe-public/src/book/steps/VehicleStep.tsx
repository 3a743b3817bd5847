import { useState } from 'react';
import { Button } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';
import { brand } from '@dd/ui/theme';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { StepHeading } from './shared';

const HINTS: Record<VehicleType, string> = {
  sedan: 'Cars, coupes and hatchbacks',
  suv: 'SUVs, crossovers and minivans',
  truck: 'Pickup trucks',
};

/** Step 1: sedan, SUV or truck (default sedan); Continue goes to step 2. */
export function VehicleStep({ value, onSubmit }: { value: VehicleType; onSubmit: (type: VehicleType) => void }) {
  const [choice, setChoice] = useState<VehicleType>(value);
  // The radios are visually hidden inside their cards: the focused card shows the focus ring.
  const [focused, setFocused] = useState<VehicleType | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(choice);
      }}
    >
      <StepHeading text="Prices depend on the size of your vehicle.">What are we detailing?</StepHeading>
      <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          Vehicle type
        </legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', gap: 16 }}>
          {VEHICLE_TYPES.map((type) => {
            const checked = choice === type;
            return (
              <label
                key={type}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 6,
                  padding: 20,
                  cursor: 'pointer',
                  borderRadius: 12,
                  border: `2px solid ${checked ? brand.primary : brand.border}`,
                  outline: focused === type ? `2px solid ${brand.primary}` : undefined,
                  outlineOffset: 2,
                  background: checked ? `${brand.primary}0d` : brand.surface,
                }}
              >
                <input
                  type="radio"
                  name="vehicleType"
                  value={type}
                  checked={checked}
                  onChange={() => setChoice(type)}
                  onFocus={() => setFocused(type)}
                  onBlur={() => setFocused(null)}
                  style={{ position: 'absolute', opacity: 0, pointerEvents: 'none' }}
                />
                <CarOutlined style={{ fontSize: 32, color: checked ? brand.primary : brand.textMuted }} aria-hidden />
                <strong style={{ fontSize: 18, color: brand.text }}>{VEHICLE_LABELS[type]}</strong>
                <span style={{ color: brand.textMuted, fontSize: 13, textAlign: 'center' }}>{HINTS[type]}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 24 }}>
        <Button type="primary" htmlType="submit" size="large">
          Continue
        </Button>
      </div>
    </form>
  );
}
