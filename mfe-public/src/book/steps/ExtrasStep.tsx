import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import type { AddOnDto } from '@dd/contracts/add-on';
import { MAX_VEHICLES } from '@dd/contracts/booking-limits';
import type { PackageDto } from '@dd/contracts/package';
import { formatMoney, priceFor } from '@dd/domain/pricing';
import { plainButtonClass, PlainStyles } from '@dd/ui/plain-styles';
import { PriceLines } from '@dd/ui/price-lines';
import { brand } from '@dd/ui/theme';
import { usePublicGetPlansQuery } from '../../api/content.api';
import { useT, type PublicMessageId } from '../../i18n';
import { PlanOffer } from '../../plans/plan-offer';
import { useDraftPrice } from '../draft-price';
import type { VehicleDraft, WizardDraft } from '../wizard.slice';
import { StepHeading } from './shared';

interface ExtrasStepProps {
  draft: WizardDraft;
  vehicles: VehicleDraft[];
  /** Which of `vehicles` the add-ons are for. */
  editing: number;
  packages: PackageDto[];
  /** The active add-ons (GET /api/add-ons); those of the vehicle's package are offered. */
  addOns: AddOnDto[];
  onToggle: (addOnId: string) => void;
  onAddVehicle: () => void;
  onRemoveVehicle: (index: number) => void;
  onContinue: () => void;
}

/** "The Deep Clean (SUV) + Pet Hair Removal": one vehicle of the draft in a line. */
function vehicleLine(vehicle: VehicleDraft, packages: PackageDto[], addOns: AddOnDto[], t: ReturnType<typeof useT>): string {
  const pkg = packages.find((p) => p.id === vehicle.packageId);
  const extras = vehicle.addOnIds.map((id) => addOns.find((a) => a.id === id)?.name).filter(Boolean);
  return [`${pkg?.name ?? t('book.extras.packageToChoose')} (${t(`vehicle.${vehicle.vehicleType}`)})`, ...extras].join(' + ');
}

/** The price so far, as the checkout will show it (issue 36 item 10: it used to appear only at step 5). */
function RunningTotal({ draft, pkg }: { draft: WizardDraft; pkg: PackageDto }) {
  const lines = useDraftPrice(draft, pkg);
  const t = useT();
  return (
    <div style={{ borderTop: `1px solid ${brand.border}`, marginTop: 16, paddingTop: 12 }} data-testid="running-total" aria-live="polite">
      {lines ? <PriceLines lines={lines} packageLabel={`${pkg.name} (${t(`vehicle.${draft.vehicleType}`)})`} totalTestId="running-total-amount" /> : <p style={{ margin: 0, color: brand.textMuted }}>{t('book.workingOutPrice')}</p>}
    </div>
  );
}

/**
 * "Make it a plan" (issue 42): the maintenance plans of the chosen package, at the member price for
 * the vehicle with what a member saves. One vehicle only: a plan is one car on a standing slot.
 */
function MakeItAPlan({ vehicle }: { vehicle: VehicleDraft }) {
  const t = useT();
  const plans = (usePublicGetPlansQuery().data ?? []).filter((plan) => plan.package.id === vehicle.packageId);
  if (!plans.length) return null;
  return (
    <section aria-labelledby="wizard-make-it-a-plan" style={{ marginTop: 24, padding: 16, borderRadius: 12, border: `1px solid ${brand.border}` }} data-testid="make-it-a-plan">
      <h3 id="wizard-make-it-a-plan" style={{ fontSize: 18, margin: '0 0 4px', color: brand.text }}>
        {t('book.plan.heading')}
      </h3>
      <p style={{ margin: '0 0 12px', color: brand.textMuted }}>{t('book.plan.text')}</p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: 16 }}>
        {plans.map((plan) => (
          <PlanOffer key={plan.id} plan={plan} vehicleType={vehicle.vehicleType} />
        ))}
      </div>
    </section>
  );
}

/**
 * Step 2, once the package is chosen: the add-ons that go with it, priced for the vehicle's size
 * with their extra time, the running total of every vehicle so far, and 'Add another vehicle' (up to MAX_VEHICLES, one arrival window, one
 * DAD). Plain elements, like the package list it follows.
 */
export function ExtrasStep({ draft, vehicles, editing, packages, addOns, onToggle, onAddVehicle, onRemoveVehicle, onContinue }: ExtrasStepProps) {
  const vehicle = vehicles[editing] ?? vehicles[0];
  const pkg = packages.find((p) => p.id === vehicle.packageId);
  const firstPackage = packages.find((p) => p.id === draft.packageId);
  const offered = addOns.filter((addOn) => pkg && addOn.packageIds.includes(pkg.id));
  const [focused, setFocused] = useState<string | null>(null);
  const t = useT();
  return (
    <div data-testid="extras-step">
      <PlainStyles />
      <StepHeading text={offered.length ? t(`book.extras.pricedFor.${vehicle.vehicleType}` as PublicMessageId) : undefined}>
        {offered.length ? t('book.extras.heading', { package: pkg?.name ?? t('book.extras.yourPackage') }) : t('book.extras.anythingElse')}
      </StepHeading>
      {offered.length > 0 && (
        <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('book.extras.legend')}</legend>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: 12 }}>
            {offered.map((addOn) => {
              const checked = vehicle.addOnIds.includes(addOn.id);
              return (
                <label
                  key={addOn.id}
                  data-testid="add-on-option"
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr auto',
                    gap: 12,
                    alignItems: 'start',
                    padding: 16,
                    cursor: 'pointer',
                    borderRadius: 12,
                    border: `2px solid ${checked ? brand.primary : brand.border}`,
                    outline: focused === addOn.id ? `2px solid ${brand.primary}` : undefined,
                    outlineOffset: 2,
                    background: checked ? `${brand.primary}0d` : brand.surface,
                  }}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => onToggle(addOn.id)}
                    onFocus={() => setFocused(addOn.id)}
                    onBlur={() => setFocused(null)}
                    style={{ width: 20, height: 20, margin: 2, accentColor: brand.primary }}
                  />
                  <span>
                    <strong style={{ display: 'block', color: brand.text }}>{addOn.name}</strong>
                    <span style={{ display: 'block', color: brand.textMuted, fontSize: 14 }}>{addOn.description}</span>
                    {addOn.durationMinutes > 0 && <span style={{ display: 'block', color: brand.textMuted, fontSize: 13 }}>{t('book.extras.minutes', { minutes: addOn.durationMinutes })}</span>}
                  </span>
                  <strong style={{ color: brand.text, whiteSpace: 'nowrap' }}>+{formatMoney(priceFor(addOn, vehicle.vehicleType))}</strong>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {vehicles.length === 1 && <MakeItAPlan vehicle={vehicle} />}

      <section aria-labelledby="wizard-vehicles" style={{ marginTop: 24 }} data-testid="wizard-vehicles">
        <h3 id="wizard-vehicles" style={{ fontSize: 18, margin: '0 0 8px', color: brand.text }}>
          {t('book.extras.yourVehicles', { count: vehicles.length, max: MAX_VEHICLES })}
        </h3>
        <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
          {vehicles.map((v, index) => (
            <li key={index} style={{ color: brand.text }}>
              <span style={{ marginRight: 8 }}>{vehicleLine(v, packages, addOns, t)}</span>
              {index > 0 && (
                <button type="button" className={plainButtonClass({ type: 'text' })} onClick={() => onRemoveVehicle(index)} aria-label={t('book.extras.removeVehicle', { number: index + 1 })}>
                  {t('book.extras.remove')}
                </button>
              )}
            </li>
          ))}
        </ol>
        {firstPackage && <RunningTotal draft={draft} pkg={firstPackage} />}
      </section>

      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 12, marginTop: 24 }}>
        {vehicles.length < MAX_VEHICLES && (
          <button type="button" className={plainButtonClass({ size: 'large' })} onClick={onAddVehicle}>
            <PlusOutlined aria-hidden />
            {t('book.extras.addVehicle')}
          </button>
        )}
        <button type="button" className={plainButtonClass({ type: 'primary', size: 'large' })} onClick={onContinue}>
          {t('book.continue')}
        </button>
      </div>
    </div>
  );
}
