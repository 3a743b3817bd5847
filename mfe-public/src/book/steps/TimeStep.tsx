import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { vehiclesParam } from '@dd/contracts/add-on';
import type { VehicleType } from '@dd/contracts/enums';
import { WindowPicker } from '@dd/ui/window-picker';
import { usePublicSettings } from '../../common/use-settings';
import { availabilityRange } from '../time-slots';
import type { VehicleDraft } from '../wizard.slice';
import { useT } from '../../i18n';
import { StepHeading } from './shared';

/** Days offered; the horizon (60) is what the server accepts, two weeks is what the day row holds (and the heading says so). */
const DAYS_SHOWN = 14;

export interface TimeStepProps {
  selected: string | null;
  packageId: string;
  vehicleType: VehicleType;
  /** The first vehicle's add-ons and the other vehicles: the windows must fit all of their time. */
  addOnIds?: string[];
  moreVehicles?: VehicleDraft[];
  /** Where the detail is (step 3): only the DADs who cover it, with their drive there, are counted. */
  zipCode: string;
  onChoose: (start: string) => void;
}

/**
 * Step 4: the next two weeks' arrival windows (customer-side §9) as the scheduling API sees them for
 * this package and vehicle: an available one can be chosen (on to step 5), the others say why not.
 */
export function TimeStep({ selected, packageId, vehicleType, addOnIds = [], moreVehicles = [], zipCode, onChoose }: TimeStepProps) {
  const { settings, isLoading: settingsLoading } = usePublicSettings();
  const t = useT();
  const days = Math.min(DAYS_SHOWN, settings.bookingHorizonDays);
  // Fixed for the life of the step (the query key must not change on every render).
  const addOns = addOnIds.join(',');
  const more = vehiclesParam(moreVehicles.flatMap(({ packageId: id, ...rest }) => (id ? [{ ...rest, packageId: id }] : [])));
  const range = useMemo(
    () => ({ ...availabilityRange(new Date(), days, settings.timeZone), packageId, vehicleType, addOnIds: addOns || undefined, moreVehicles: more || undefined, zipCode }),
    [days, settings.timeZone, packageId, vehicleType, addOns, more, zipCode],
  );

  return (
    <div>
      <StepHeading text={t(moreVehicles.length ? 'book.time.textSeveral' : 'book.time.text', { hours: settings.minAdvanceBookingHours, days })}>{t('book.time.heading')}</StepHeading>
      <WindowPicker range={range} skip={settingsLoading} selected={selected} onSelect={onChoose} testId="time" />
      {/* The customer remote's waitlist (issue 44): a place that opens later is offered to those waiting. */}
      <p style={{ marginTop: 16 }}>
        {t('book.time.waitlistBefore')}{' '}
        <Link to="/customer/waitlist" style={{ textDecoration: 'underline' }}>
          {t('book.time.waitlistLink')}
        </Link>{' '}
        {t('book.time.waitlistAfter')}
      </p>
    </div>
  );
}
