import { Suspense, useState } from 'react';
import { useCurrentUser, useGetCarsQuery } from '@dd/api-client';
import type { CarDto } from '@dd/contracts/car';
import { CarOutlined } from '@ant-design/icons';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';
import { brand } from '@dd/ui/theme';
import { lazyThemed } from '@dd/ui/lazy-themed';
import { plainButtonClass, PlainStyles } from '@dd/ui/plain-styles';
import { useT, type PublicMessageId } from '../../i18n';
import { StepHeading } from './shared';

// antd's radios for a customer's saved cars: loaded only when there are some (step 1 is plain otherwise).
const SavedPicker = lazyThemed(() => import('./SavedPicker'));

const HINTS: Record<VehicleType, PublicMessageId> = {
  sedan: 'book.vehicle.hint.sedan',
  suv: 'book.vehicle.hint.suv',
  truck: 'book.vehicle.hint.truck',
};

interface VehicleStepProps {
  value: VehicleType;
  carId: string | null;
  /** Set for the second and third vehicle: which one this is ("Vehicle 2"). */
  vehicleNumber?: number;
  /** Saved cars already on the booking as another vehicle: not offered again. */
  takenCarIds?: string[];
  /** A first visit to the step: a returning customer starts from their default saved car. */
  startFromSavedCar?: boolean;
  onSubmit: (type: VehicleType) => void;
  onCar: (car: CarDto) => void;
}

/** Step 1: a saved car, or sedan, SUV or truck (default sedan); Continue goes to step 2. */
export function VehicleStep({ value, carId, vehicleNumber, takenCarIds = [], startFromSavedCar = false, onSubmit, onCar }: VehicleStepProps) {
  const { user } = useCurrentUser();
  const t = useT();
  const cars = (useGetCarsQuery(undefined, { skip: user?.role !== 'customer' }).data ?? []).filter((candidate) => !takenCarIds.includes(candidate.id));
  // undefined: not chosen yet, so the default saved car (once the cars arrive); null: another vehicle.
  const [car, setCar] = useState<string | null | undefined>(carId ?? (startFromSavedCar ? undefined : null));
  const defaultCar = cars.find((candidate) => candidate.isDefault) ?? cars[0];
  const chosenCar = cars.find((candidate) => candidate.id === (car === undefined ? defaultCar?.id : car)) ?? null;
  const [typeChoice, setChoice] = useState<VehicleType>(value);
  const choice = chosenCar?.vehicleType ?? typeChoice;
  const choose = (type: VehicleType) => {
    setChoice(type);
    setCar(null);
  };
  // The radios are visually hidden inside their cards: the focused card shows the focus ring.
  const [focused, setFocused] = useState<VehicleType | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosenCar) onCar(chosenCar);
        else onSubmit(choice);
      }}
    >
      <StepHeading text={t('book.vehicle.text')}>{vehicleNumber ? t('book.vehicle.headingNumbered', { number: vehicleNumber }) : t('book.vehicle.heading')}</StepHeading>
      {cars.length > 0 && (
        <Suspense fallback={null}>
          <SavedPicker
            legend={t('book.vehicle.yourCars')}
            testId="saved-cars"
            options={cars.map((c) => ({ id: c.id, label: `${c.year} ${c.make} ${c.model} (${t(`vehicle.${c.vehicleType}`)})` }))}
            otherLabel={t('book.vehicle.another')}
            chosen={chosenCar?.id ?? null}
            onChoose={(id) => {
              const picked = cars.find((candidate) => candidate.id === id);
              setCar(picked?.id ?? null);
              if (picked) setChoice(picked.vehicleType);
            }}
          />
        </Suspense>
      )}
      {/* With a saved car picked the cards still work: a tap chooses that size for another vehicle (issue 36 item 12). */}
      <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('book.vehicle.legend')}
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
                  // A click too: the saved car's own size is already checked and gives no change event.
                  onClick={() => choose(type)}
                  onChange={() => choose(type)}
                  onFocus={() => setFocused(type)}
                  onBlur={() => setFocused(null)}
                  style={{ position: 'absolute', opacity: 0, pointerEvents: 'none' }}
                />
                <CarOutlined style={{ fontSize: 32, color: checked ? brand.primary : brand.textMuted }} aria-hidden />
                <strong style={{ fontSize: 18, color: brand.text }}>{t(`vehicle.${type}`)}</strong>
                <span style={{ color: brand.textMuted, fontSize: 13, textAlign: 'center' }}>{t(HINTS[type])}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 24 }}>
        <PlainStyles />
        <button type="submit" className={plainButtonClass({ type: 'primary', size: 'large' })}>
          {t('book.continue')}
        </button>
      </div>
    </form>
  );
}
