import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { useCurrentUser } from '@dd/api-client';
import { vehiclesParam } from '@dd/contracts/add-on';
import type { VehicleType } from '@dd/contracts/enums';
import { WindowPicker } from '@dd/ui/window-picker';
import { usePublicSettings } from '../../common/use-settings';
import { availabilityRange } from '../time-slots';
import type { VehicleDraft } from '../wizard.slice';
import { useT } from '../../i18n';
import { StepHeading } from './shared';

const VisitorWaitlist = lazy(() => import('./VisitorWaitlist').then((m) => ({ default: m.VisitorWaitlist })));

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
  /** The rest of the address: what a visitor's waitlist entry would book. */
  address: string;
  city: string;
  onChoose: (start: string) => void;
}

/**
 * Step 4: the next two weeks' arrival windows (customer-side §9) as the scheduling API sees them for
 * this package and vehicle: an available one can be chosen (on to step 5), the others say why not.
 */
export function TimeStep({ selected, packageId, vehicleType, addOnIds = [], moreVehicles = [], zipCode, address, city, onChoose }: TimeStepProps) {
  const { settings, isLoading: settingsLoading } = usePublicSettings();
  const { user } = useCurrentUser();
  const [waiting, setWaiting] = useState(false);
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
      {/* The waitlist (issue 44): a customer's in the customer remote, a visitor's here, without an account. */}
      <p style={{ marginTop: 16 }}>
        {t('book.time.waitlistBefore')}{' '}
        {user ? (
          <Link to="/customer/waitlist" style={{ textDecoration: 'underline' }}>
            {t('book.time.waitlistLink')}
          </Link>
        ) : (
          <Button type="link" onClick={() => setWaiting(true)} aria-expanded={waiting} style={{ padding: 0, height: 'auto', textDecoration: 'underline' }} data-testid="visitor-waitlist-open">
            {t('book.time.waitlistLink')}
          </Button>
        )}{' '}
        {t('book.time.waitlistAfter')}
      </p>
      {!user && waiting && (
        <Suspense fallback={null}>
          <VisitorWaitlist packageId={packageId} vehicleType={vehicleType} address={address} city={city} zipCode={zipCode} />
        </Suspense>
      )}
    </div>
  );
}
