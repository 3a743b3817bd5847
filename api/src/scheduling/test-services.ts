import { Between, In } from 'typeorm';
import type { PlatformSettingsDto } from '@dd/contracts/settings';
import { SETTINGS_DEFAULTS } from '@dd/contracts/settings';
import { BookingEntity } from '../bookings/booking.entity';
import { BookingReads } from '../bookings/booking-reads';
import { BookingSelection } from '../catalog/add-ons/booking-selection';
import { PackageEntity } from '../catalog/packages/package.entity';
import { PackagesService } from '../catalog/packages/packages.service';
import { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';
import type { CacheVersions } from '../platform/cache/cache-versions';
import type { SettingsService } from '../settings/settings.service';
import { FakeDatabase } from '../testing/fakes';
import { AvailabilityService } from './availability.service';
import { DAY_PLACES } from './claims';
import { DadAssigner } from './dad-assigner';
import { DadRouteDayEntity } from './dad-route-day.entity';
import { DadTimeClaimEntity } from './dad-time-claim.entity';
import { DadRoster } from './dad-roster';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { DEFAULT_ESTIMATE, EstimatedTravelTimes } from './travel-times';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';
import { routeDaysOf } from './routes';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * Scheduling's services on a FakeDatabase (immich's newTestService): the real availability rule,
 * booking selection and the embedded drive estimate; settings is the only port faked. The clock is
 * Jest's (jest.useFakeTimers with `now`), as the services read `new Date()`.
 */
export function newSchedulingTest(settings: Partial<PlatformSettingsDto> = {}) {
  const db = new FakeDatabase();
  const settingsService = { get: async () => ({ ...SETTINGS_DEFAULTS, serviceAreaZipCodes: [], ...settings }) } as unknown as SettingsService;
  // Rows are seeded straight into the fake database, which announces no writes: the roster reads them afresh each time.
  const neverKept = { track: (dependencies: string[]) => dependencies, stamp: () => String(Math.random()) } as unknown as CacheVersions;
  const availability = new AvailabilityService(
    new DadRoster(new Users(db.dataSource), db.repository(WeeklyAvailabilityEntity), db.repository(SpecificDateAvailabilityEntity), neverKept),
    db.repository(SpecificDateAvailabilityEntity),
    new BookingReads(db.dataSource),
    new PackagesService(db.repository(PackageEntity), { track: (tables: string[]) => tables } as unknown as CacheVersions),
    settingsService,
    new BookingSelection(db.dataSource),
    new EstimatedTravelTimes(DEFAULT_ESTIMATE),
    // The in-memory database runs no SQL: RouteDayReads' one statement as two finds, collected alike.
    {
      read: async (manager, dadIds, from, to) => {
        const where = { dadId: In(dadIds), date: Between(from, to) };
        const versions = await manager.find(DadRouteDayEntity, { where });
        const places = await manager.find(DadTimeClaimEntity, { where: { ...where, unit: In(DAY_PLACES) } });
        return routeDaysOf([...versions.map((r) => ({ ...r, unit: null, bookingId: null })), ...places.map((c) => ({ ...c, version: null }))]);
      },
    },
  );
  const [pkg] = db.seed(PackageEntity, { name: 'The Tidy Up', type: 'tidy_up', description: '', features: [], basePriceSedans: '89.00', basePriceSuvs: '99.00', basePriceTrucks: '109.00', durationMinutes: 120, isActive: true });
  let n = 0;
  return {
    db,
    availability,
    assigner: new DadAssigner(db.dataSource, availability),
    pkg,
    /** An active DAD working `hours` on every day (or the days given), based at `homeZip`, covering what `coverage` says. */
    dad(
      { hours = ['08:00', '20:00'], days = EVERY_DAY, homeZip = '92618', coverageZips = null, coverageRadiusMiles = null, id }: { hours?: [string, string]; days?: number[]; homeZip?: string; coverageZips?: string[] | null; coverageRadiusMiles?: number | null; id?: string } = {},
    ): UserEntity {
      const [dad] = db.seed(UserEntity, { ...(id && { id }), email: `dad${n++}@example.com`, passwordHash: 'x', firstName: 'Dad', lastName: `No${n}`, phone: null, role: 'dad', homeZip, coverageZips, coverageRadiusMiles });
      db.seed(WeeklyAvailabilityEntity, ...days.map((dayOfWeek) => ({ dadId: dad.id, dayOfWeek, startTime: hours[0], endTime: hours[1] })));
      return dad;
    },
    /** A booking of `dadId` starting at `start`. */
    booking(dadId: string | null, start: Date, values: Partial<BookingEntity> = {}): BookingEntity {
      return db.seed(BookingEntity, { reference: `DD-${n++}`, customerId: 'c', dadId, packageId: pkg.id, scheduledDate: start, durationMinutes: 120, address: 'a', city: 'Irvine', zipCode: '92618', totalAmount: '89.00', status: 'confirmed', ...values })[0];
    },
  };
}
