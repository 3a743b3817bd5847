import { In, type DataSource, type EntityManager } from 'typeorm';
import type {
  BookingStatus,
  GalleryCategory,
  GalleryPhotoType,
  PackageType,
  PaymentStatus,
  VehicleType,
} from '@dd/contracts/enums';
import { AddOnEntity, AddOnPackageEntity } from '../../catalog/add-ons/add-on.entity';
import { BookingSelection } from '../../catalog/add-ons/booking-selection';
import { BookingVehicleEntity } from '../../bookings/booking-vehicle.entity';
import { BookingEntity } from '../../bookings/booking.entity';
import { CarEntity } from '../../customers/cars/car.entity';
import { JobSessionEntity } from '../../job-sessions/job-session.entity';
import { GalleryPhotoEntity } from '../../media/gallery/gallery-photo.entity';
import { PackageEntity } from '../../catalog/packages/package.entity';
import { holdExpiresAt, toCents } from '../../payments/card-holds';
import { PaymentMethodEntity } from '../../payments/payment-method.entity';
import { BookingRepository } from '../../bookings/booking.repository';
import { TestPaymentIntentEntity } from '../../payments/test-gateway/test-payment-intent.entity';
import { BookingTipEntity } from '../../payments/tips/booking-tip.entity';
import { ReviewEntity } from '../../reviews/review.entity';
import { MaintenancePlanEntity } from '../../plans/maintenance-plan.entity';
import { PlanMembershipEntity } from '../../plans/plan-membership.entity';
import { PlanVisitEntity } from '../../plans/plan-visit.entity';
import { paymentRetryAt, placeKeptUntil, visitAfter } from '../../plans/plan-rules';
import { PointsLedger } from '../../loyalty/points-ledger';
import { RewardEntity } from '../../loyalty/reward.entity';
import { rebuildRoutes } from '../../scheduling/claims';
import { defaultTravel } from '../../scheduling/travel-times';
import { DELETION_DEADLINE_DAYS } from '@dd/contracts/privacy';
import { PrivacyRequestEntity } from '../../privacy/privacy-request.entity';
import { DEMO_DAD_COVERAGE } from './demo-coverage';
import { WeeklyAvailabilityEntity } from '../../scheduling/weekly-availability.entity';
import { PLATFORM_SETTINGS_ID, PlatformSettingsEntity } from '../../settings/platform-settings.entity';
import { UserEntity } from '../../identity/users/user.entity';
import { WaitlistEntryEntity, WaitlistOfferEntity, WaitlistOpeningEntity } from '../../waitlist/waitlist.entities';
import { WeatherFlagEntity } from '../../weather/weather.entities';
import { SiteProfileEntity } from '../../sites/sites.entities';
import { addressKey } from '../../sites/sites.service';
import { normalizeEmail } from '../../identity/users/users.service';
import { Users } from '../../identity/users/users';
import { DEMO, DEMO_ADMIN_TOTP_SECRET, type DemoSignIn } from './demo-accounts';
import { feePolicyOf, SETTINGS_DEFAULTS } from '@dd/contracts/settings';
import { feePolicyText } from '@dd/domain/fees';
import { priceLines, tierFor } from '@dd/domain/loyalty';
import { priceFor } from '@dd/domain/pricing';
import { dayOfWeek, occupiedInterval } from '@dd/domain/availability';
import { addDays, calendarDate, wallClock, windowStartingAt, zonedInstant } from '@dd/domain/time-windows';
import { ORANGE_COUNTY_ZIPS } from '../../settings/orange-county-zips';
import { seedDemoTexts } from './demo-texts';

export interface SeedOptions {
  /** The operator's admin account (ADMIN_EMAIL / ADMIN_PASSWORD); created when no user has that email. */
  admin?: { email: string; password: string };
  /** Demo accounts and bookings, for the embedded default only. */
  demo: boolean;
  hashPassword(plain: string): Promise<string>;
  /** The clock demo dates are computed from (tests pin it). */
  now?: Date;
}

/** What this run inserted (zero/false when that part was already there), and the demo sign-ins to print. */
export interface SeedReport {
  packages: number;
  platformSettings: boolean;
  rewards: number;
  adminCreated: boolean;
  demoCreated: boolean;
  /** Demo accounts present in the database (whether made by this run or an earlier one). */
  demoSignIns: DemoSignIn[];
}


/** When the demo DAD can have a job under way (business clock): an hour into the 08:00-20:00 day, until its end. */
const DEMO_WORKDAY = { start: '09:00', end: '20:00' } as const;
/** The days the demo DAD works (0 is Sunday): the demo's bookings before and after today fall on them. */
const DEMO_WORKDAYS = [1, 2, 3, 4, 5, 6];
const DAY_MS = 24 * 60 * 60_000;

const PACKAGES: Array<Pick<PackageEntity, 'name' | 'description' | 'features' | 'durationMinutes'> & {
  type: PackageType;
  prices: [sedan: string, suv: string, truck: string];
}> = [
  {
    name: 'The Tidy Up',
    type: 'tidy_up',
    description: 'A thorough wash and tidy inside and out to keep your car looking sharp between deep cleans.',
    features: ['Exterior wash and dry', 'Interior vacuum and wipe down', 'Window cleaning', 'Tire shine'],
    prices: ['89.00', '129.00', '139.00'],
    durationMinutes: 90,
  },
  {
    name: 'The Deep Clean',
    type: 'deep_clean',
    description: 'Our most popular detail: paint decontamination and polish plus a deep interior clean.',
    features: ['Everything in Tidy Up', 'Clay bar treatment', 'Paint polishing', 'Deep interior cleaning'],
    prices: ['149.00', '189.00', '199.00'],
    durationMinutes: 150,
  },
  {
    name: "Done Dad's Way",
    type: 'done_dads_way',
    description: 'The full treatment, with ceramic protection and the engine bay, backed by a 6-month warranty.',
    features: ['Everything in Deep Clean', 'Ceramic coating application', 'Engine bay detailing', '6-month warranty'],
    prices: ['249.00', '289.00', '299.00'],
    durationMinutes: 240,
  },
];

const REWARDS: Array<Pick<RewardEntity, 'name' | 'description' | 'points' | 'available' | 'creditAmount'>> = [
  { name: '$10 Credit', description: '$10 off your next detail.', points: 50, available: true, creditAmount: '10.00' },
  { name: 'Free Interior Add-on', description: 'A free interior add-on with your next detail.', points: 75, available: true, creditAmount: null },
  { name: '$25 Credit', description: '$25 off your next detail.', points: 100, available: true, creditAmount: '25.00' },
  { name: '$50 Credit', description: '$50 off your next detail.', points: 200, available: false, creditAmount: '50.00' },
];


/**
 * Fills an empty database with what the product needs to run (packages, settings, rewards, the
 * operator's admin) and, on the embedded default, demo data. Each part runs only when its data is
 * missing, so this is safe on every start; all of it commits together or not at all.
 */
export async function seedDatabase(dataSource: DataSource, options: SeedOptions): Promise<SeedReport> {
  return withSeedLock(dataSource, (runner) =>
    runner.transaction(async (manager) => {
      const report: SeedReport = {
        packages: await seedPackages(manager),
        platformSettings: await seedPlatformSettings(manager),
        rewards: await seedRewards(manager),
        adminCreated: options.admin ? await seedAdmin(manager, options.admin, options.hashPassword) : false,
        demoCreated: options.demo ? await seedDemo(manager, options) : false,
        demoSignIns: [],
      };
      if (options.demo) report.demoSignIns = await presentDemoSignIns(manager, !options.admin);
      return report;
    }),
  );
}

/**
 * Several API instances may start at once on one MySQL database: a named lock makes them seed one
 * after the other, so the later ones find the data and add nothing. (SQLite is one process.) The
 * seed runs on the lock's own connection: it must not wait for a second one while holding it.
 */
async function withSeedLock<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return work(dataSource.manager);
  const lock = dataSource.createQueryRunner();
  try {
    const [{ acquired }] = await lock.query("SELECT GET_LOCK('dd_seed', 60) AS acquired");
    if (Number(acquired) !== 1) throw new Error('Timed out waiting for another instance to finish seeding');
    try {
      return await work(lock.manager);
    } finally {
      await lock.query("SELECT RELEASE_LOCK('dd_seed')");
    }
  } finally {
    await lock.release();
  }
}

async function seedPackages(manager: EntityManager): Promise<number> {
  if (await manager.count(PackageEntity)) return 0;
  await manager.save(
    PackageEntity,
    PACKAGES.map(({ prices: [basePriceSedans, basePriceSuvs, basePriceTrucks], ...rest }) =>
      manager.create(PackageEntity, { ...rest, basePriceSedans, basePriceSuvs, basePriceTrucks, isActive: true }),
    ),
  );
  return PACKAGES.length;
}

async function seedPlatformSettings(manager: EntityManager): Promise<boolean> {
  if (await manager.count(PlatformSettingsEntity)) return false;
  await manager.insert(PlatformSettingsEntity, {
    id: PLATFORM_SETTINGS_ID,
    serviceAreaZipCodes: ORANGE_COUNTY_ZIPS.map((z) => z.zip),
    ...SETTINGS_DEFAULTS,
  });
  return true;
}

async function seedRewards(manager: EntityManager): Promise<number> {
  if (await manager.count(RewardEntity)) return 0;
  await manager.save(RewardEntity, REWARDS.map((reward) => manager.create(RewardEntity, reward)));
  return REWARDS.length;
}

async function seedAdmin(
  manager: EntityManager,
  admin: { email: string; password: string },
  hashPassword: (plain: string) => Promise<string>,
): Promise<boolean> {
  const email = normalizeEmail(admin.email);
  if (await manager.existsBy(UserEntity, { email })) return false;
  await manager.insert(UserEntity, {
    email,
    firstName: 'Admin',
    lastName: 'User',
    role: 'admin',
    passwordHash: await hashPassword(admin.password),
  });
  return true;
}

async function presentDemoSignIns(manager: EntityManager, includeDemoAdmin: boolean): Promise<DemoSignIn[]> {
  const candidates = Object.values(DEMO).filter((s) => includeDemoAdmin || s.role !== 'admin');
  const present: DemoSignIn[] = [];
  for (const signIn of candidates) {
    if (await manager.existsBy(UserEntity, { email: signIn.email, role: signIn.role })) present.push({ ...signIn });
  }
  return present;
}

/** Demo data, made once: when the database has no customer yet. */
async function seedDemo(manager: EntityManager, options: SeedOptions): Promise<boolean> {
  if (await manager.existsBy(UserEntity, { role: 'customer' })) return false;
  const now = options.now ?? new Date();

  const user = async (signIn: DemoSignIn, profile: Pick<UserEntity, 'firstName' | 'lastName' | 'phone'>) =>
    manager.save(
      UserEntity,
      manager.create(UserEntity, {
        ...profile,
        email: signIn.email,
        role: signIn.role,
        passwordHash: await options.hashPassword(signIn.password),
      }),
    );

  if (!options.admin) {
    const admin = await user(DEMO.admin, { firstName: 'Alex', lastName: 'Admin', phone: '(714) 555-0100' });
    await manager.update(UserEntity, { id: admin.id }, { totpSecret: DEMO_ADMIN_TOTP_SECRET, secondFactorAt: now.getTime() });
  }
  const dad = await user(DEMO.dad, { firstName: 'Mike', lastName: 'Johnson', phone: '(714) 555-0111' });
  const dad2 = await user(DEMO.dad2, { firstName: 'Tom', lastName: 'Rivera', phone: '(949) 555-0122' });
  // Their bases and the radius they cover (issue 27), as the admin sets them on the DAD's screen.
  for (const [demoDad, signIn] of [[dad, DEMO.dad], [dad2, DEMO.dad2]] as const) {
    const { homeZip, radiusMiles } = DEMO_DAD_COVERAGE[signIn.email];
    await manager.update(UserEntity, { id: demoDad.id }, { homeZip, coverageRadiusMiles: radiusMiles });
  }
  const sarah = await user(DEMO.customer, { firstName: 'Sarah', lastName: 'Miller', phone: '(949) 555-0133' });
  const james = await user(DEMO.customer2, { firstName: 'James', lastName: 'Carter', phone: '(714) 555-0144' });

  // Mon–Sat 08:00–20:00 for the main DAD, weekdays 09:00–17:00 for the second.
  await manager.insert(WeeklyAvailabilityEntity, [
    ...DEMO_WORKDAYS.map((dayOfWeek) => ({ dadId: dad.id, dayOfWeek, startTime: '08:00', endTime: '20:00' })),
    ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dadId: dad2.id, dayOfWeek, startTime: '09:00', endTime: '17:00' })),
  ]);

  const car = (userId: string, fields: Pick<CarEntity, 'make' | 'model' | 'year' | 'color' | 'vehicleType' | 'licensePlate'>, isDefault = false) =>
    manager.save(CarEntity, manager.create(CarEntity, { userId, ...fields, isDefault }));
  const camry = await car(sarah.id, { make: 'Toyota', model: 'Camry', year: 2021, color: 'Silver', vehicleType: 'sedan', licensePlate: '8ABC123' }, true);
  const pilot = await car(sarah.id, { make: 'Honda', model: 'Pilot', year: 2019, color: 'Black', vehicleType: 'suv', licensePlate: '7XYZ789' });
  const explorer = await car(james.id, { make: 'Ford', model: 'Explorer', year: 2022, color: 'Blue', vehicleType: 'suv', licensePlate: '9DAD456' }, true);
  const model3 = await car(james.id, { make: 'Tesla', model: 'Model 3', year: 2023, color: 'White', vehicleType: 'sedan', licensePlate: null });

  const packageList = await manager.find(PackageEntity);
  const packageOf = (type: PackageType) => {
    const pkg = packageList.find((p) => p.type === type);
    if (!pkg) throw new Error(`Package ${type} is missing`);
    return pkg;
  };
  const places = {
    irvine: { address: '123 Main Street', city: 'Irvine', zipCode: '92618' },
    newport: { address: '45 Harbor View Drive', city: 'Newport Beach', zipCode: '92660' },
  };
  // The drive estimate the routes are planned with (no routing server when seeding).
  const travel = defaultTravel();
  const booking = (plan: {
    customer: UserEntity;
    car: CarEntity;
    packageType: PackageType;
    start: Date;
    status: BookingStatus;
    paymentStatus: PaymentStatus;
    place: keyof typeof places;
    specialInstructions?: string;
    dad?: UserEntity;
  }) => {
    const pkg = packageOf(plan.packageType);
    return manager.save(
      BookingEntity,
      manager.create(BookingEntity, {
        customerId: plan.customer.id,
        dadId: (plan.dad ?? dad).id,
        carId: plan.car.id,
        packageId: pkg.id,
        status: plan.status,
        scheduledDate: plan.start,
        // On an arrival window, as POST /api/bookings records it; the job under way started off-window.
        startTime: windowStartingAt(plan.start)?.window.startTime ?? wallClock(plan.start),
        endTime: windowStartingAt(plan.start)?.window.endTime ?? wallClock(addMinutes(plan.start, pkg.durationMinutes)),
        ...places[plan.place],
        specialInstructions: plan.specialInstructions ?? null,
        vehicleType: plan.car.vehicleType,
        totalAmount: priceFor(pkg, plan.car.vehicleType),
        paymentStatus: plan.paymentStatus,
      }),
    );
  };

  // Bookings start on the arrival windows (08:00, 12:00, 16:00), as the wizard books them, on the
  // days the demo DAD works: a visit on a closed Sunday would anchor its plan on a day nobody is booked.
  const day = (offset: number, time: '08:00' | '12:00' | '16:00') => businessInstant(now, offset, time);
  const done = { status: 'completed', paymentStatus: 'captured' } as const;
  const upcoming = { status: 'confirmed', paymentStatus: 'authorized' } as const;
  // Awaiting the admin's confirmation with the card held, as every checkout leaves a booking.
  const waiting = { status: 'pending', paymentStatus: 'authorized' } as const;
  // Started an hour ago (on the half hour), so the DAD has a job under way, but only in working hours:
  // a job begun at 1 AM is nothing a real business shows. From 09:00 to 20:00 the start is 08:00 or later.
  const onTheHalfHour = new Date(Math.floor((now.getTime() - 60 * 60_000) / (30 * 60_000)) * 30 * 60_000);
  // Off the arrival windows (a window start would hold the DAD to the window's end plus the job, and
  // leave today room for one other job): half an hour later then, still in the past.
  const anHourAgo = windowStartingAt(onTheHalfHour) ? addMinutes(onTheHalfHour, 30) : onTheHalfHour;
  const underWay = wallClock(now) >= DEMO_WORKDAY.start && wallClock(now) < DEMO_WORKDAY.end;

  const past1 = await booking({ customer: sarah, car: camry, packageType: 'tidy_up', start: day(-21, '08:00'), place: 'irvine', ...done });
  const past2 = await booking({ customer: sarah, car: pilot, packageType: 'deep_clean', start: day(-10, '12:00'), place: 'irvine', ...done });
  const past3 = await booking({ customer: james, car: explorer, packageType: 'deep_clean', start: day(-4, '08:00'), place: 'newport', ...done });
  // Not reviewed yet: James can still leave a review.
  const past4 = await booking({ customer: james, car: model3, packageType: 'tidy_up', start: day(-14, '16:00'), place: 'newport', ...done });
  // Cancelled while pending; the card hold was released.
  const cancelled = await booking({
    customer: james, car: model3, packageType: 'tidy_up', start: day(-6, '12:00'), place: 'newport',
    status: 'cancelled', paymentStatus: 'refunded',
  });
  const active = underWay
    ? await booking({ customer: sarah, car: camry, packageType: 'tidy_up', start: anHourAgo, place: 'irvine', status: 'in_progress', paymentStatus: 'authorized' })
    : null;
  // Two confirmed jobs later today (earlier today when it is late) whose time overlaps neither the job
  // under way nor each other (the rule the booking claims enforce); I'm Here on them waits for the job
  // under way (one job at a time). A DAD takes at most 3 jobs a day, the active one included. Off the arrival windows on purpose: a
  // window holds its DAD until its end plus the job, so on windows one DAD fits only two jobs a day
  // (their times still show, as any off-window booking's).
  // Apart by the drive between the two demo addresses as well, so the DAD is planned to arrive on time.
  const drive = Math.max(travel(places.irvine.zipCode, places.newport.zipCode).minutes, travel(places.newport.zipCode, places.irvine.zipCode).minutes) * 60_000;
  const taken = active ? [occupiedInterval(anHourAgo, packageOf('tidy_up').durationMinutes)] : [];
  const starts = ['08:30', '11:00', '13:30', '17:00'].map((time) => businessInstant(now, 0, time));
  const todays: Date[] = [];
  for (const start of [...starts.filter((s) => s >= anHourAgo), ...starts.filter((s) => s < anHourAgo)]) {
    const interval = occupiedInterval(start, packageOf('deep_clean').durationMinutes);
    if (todays.length < 2 && !taken.some((t) => interval.start < t.end + drive && t.start < interval.end + drive)) {
      taken.push(interval);
      todays.push(start);
    }
  }
  for (const [i, start] of todays.entries()) {
    await booking({ customer: i ? sarah : james, car: i ? pilot : model3, packageType: 'deep_clean', start, place: i ? 'irvine' : 'newport', ...upcoming });
  }
  const tomorrow = await booking({
    customer: sarah, car: pilot, packageType: 'tidy_up', start: day(1, '08:00'), place: 'irvine', ...upcoming,
    specialInstructions: 'Gate code 4321. Please park in the driveway.',
  });
  // The day-before weather pass found rain in tomorrow morning's forecast (issue 44): the admin's Weather Risks shows it.
  await manager.save(WeatherFlagEntity, manager.create(WeatherFlagEntity, { bookingId: tomorrow.id, dadId: tomorrow.dadId, date: calendarDate(tomorrow.scheduledDate), start: tomorrow.scheduledDate, zipCode: tomorrow.zipCode, risk: 'rain', precipitationChance: 70, temperatureF: 61 }));
  await booking({ customer: james, car: explorer, packageType: 'done_dads_way', start: day(3, '16:00'), place: 'newport', ...upcoming });
  // Site profiles (issue 44): the DAD's job sheet shows Sarah's gate code and rules; her driveway has no
  // outlet, so the admin's Site Needs lists her coming jobs. James's garage keeps his jobs out of the weather.
  const site = (customer: UserEntity, place: keyof typeof places, answers: Partial<SiteProfileEntity>) =>
    manager.save(SiteProfileEntity, manager.create(SiteProfileEntity, { customerId: customer.id, addressKey: addressKey(places[place].address, places[place].zipCode), address: places[place].address, zipCode: places[place].zipCode, water: null, power: null, covered: null, gateCode: null, hoaRules: null, parkingNotes: null, ...answers }));
  await site(sarah, 'irvine', { water: true, power: false, covered: false, gateCode: '4321', hoaRules: 'No pressure washers before 9 AM', parkingNotes: 'Driveway; visitor spots on Elm Court' });
  await site(james, 'newport', { water: true, power: true, covered: true, parkingNotes: 'Garage, left bay' });
  await seedDemoWaitlist(manager, { sarah, james, packageOf, cancelled, filled: past2, day, now });
  await booking({ customer: sarah, car: camry, packageType: 'done_dads_way', start: day(5, '12:00'), place: 'irvine', ...waiting });
  await booking({ customer: james, car: model3, packageType: 'deep_clean', start: day(8, '16:00'), place: 'newport', ...waiting });
  // Two of Sarah's cars in one visit, with add-ons: one arrival window, one DAD, every vehicle's time.
  await multiCarBooking(manager, {
    customerId: sarah.id,
    dadId: dad.id,
    start: day(2, '08:00'),
    ...places.irvine,
    addOns: await seedDemoAddOns(manager, packageList),
    vehicles: [
      { car: camry, packageId: packageOf('deep_clean').id, addOnNames: ['Pet Hair Removal'] },
      { car: pilot, packageId: packageOf('tidy_up').id, addOnNames: ['Headlight Restoration'] },
    ],
  });
  // Yesterday afternoon nobody was there with the car and the job was never started: still confirmed,
  // its card held with the no-show fee agreed at checkout, for the admin's Mark No-Show.
  await booking({ customer: james, car: explorer, packageType: 'tidy_up', start: day(-1, '16:00'), place: 'newport', ...upcoming });
  // Done yesterday by the second DAD, its card still held: the admin's Capture Payment (on the offline test gateway).
  const toCapture = await booking({ customer: james, car: model3, packageType: 'deep_clean', start: day(-1, '12:00'), place: 'newport', status: 'completed', paymentStatus: 'authorized', dad: dad2 });
  // James's Explorer is on the monthly plan; his visit in six days was placed, but his card declined
  // the hold: it is in retry (decision 0460), the booking keeping its place meanwhile.
  const inRetry = await booking({ customer: james, car: explorer, packageType: 'deep_clean', start: day(6, '08:00'), place: 'newport', status: 'pending', paymentStatus: 'failed' });
  // Booked at checkout some days before each appointment (the latest yesterday), a few hours apart,
  // not all at the moment the demo was made: Recent Activity and the admin's lists read real dates.
  const all = await manager.find(BookingEntity, { order: { scheduledDate: 'ASC' } });
  for (const [i, b] of all.entries()) {
    const bookedAt = Math.min(b.scheduledDate.getTime() - 3 * DAY_MS, now.getTime() - DAY_MS - (all.length - i) * 5 * 60 * 60_000);
    await manager.update(BookingEntity, { id: b.id }, { createdAt: new Date(bookedAt) });
  }
  // The DADs' routes and time claims for these bookings, as POST /api/bookings would have made them.
  await rebuildRoutes(manager, travel);
  // Every card held or charged through the offline test gateway, as checkout leaves it.
  await payDemoBookings(manager, now);
  // James tipped his Deep Clean from the receipt the day after (a charge of its own): the receipt, the
  // DAD's dashboard and the admin's booking details show it, and the admin can refund it.
  await demoTip(manager, past3, '30.00', addMinutes(past3.scheduledDate, 26 * 60));
  // Sarah's Pilot is on the fortnightly plan: tomorrow's Tidy Up with the demo DAD is its visit.
  await seedDemoPlans(manager, packageOf('tidy_up'), packageOf('deep_clean'), tomorrow, inRetry, now);

  // Sarah answered yesterday's reminder by text, then asked something (issue 43).
  await seedDemoTexts(manager, sarah, tomorrow, now);

  // Job sessions that match the statuses: finished for the completed bookings, open for the one in progress.
  await manager.save(
    JobSessionEntity,
    [past1, past2, past3, past4, toCapture, ...(active ? [active] : [])].map((b) => {
      const minutes = b.status === 'completed' ? packageList.find((p) => p.id === b.packageId)!.durationMinutes : null;
      return manager.create(JobSessionEntity, {
        bookingId: b.id,
        dadId: b.dadId!,
        startedAt: b.scheduledDate,
        completedAt: minutes === null ? null : addMinutes(b.scheduledDate, minutes),
        durationMinutes: minutes,
        geofenceVerified: false,
        geofenceLatitude: null,
        geofenceLongitude: null,
      });
    }),
  );

  const review = (b: BookingEntity, rating: number, comment: string, isApproved: boolean) =>
    manager.create(ReviewEntity, { bookingId: b.id, customerId: b.customerId, dadId: b.dadId, rating, comment, isVerified: true, isApproved });
  const reviews = await manager.save(ReviewEntity, [
    review(past1, 5, 'Mike was on time and my Camry looks brand new. Booking took two minutes.', true),
    review(past3, 5, 'The Explorer had three kids worth of crumbs in it. Not anymore. Fantastic job!', true),
    review(past2, 4, 'Great work on the paint. Would love an earlier morning slot next time.', false),
    review(toCapture, 3, 'Good clean inside, but a few water spots were left on the windows.', false),
  ]);
  // Written the day after each job (never later than an hour ago), as customers review: spread over
  // the past weeks, not all at the moment the demo was made.
  const reviewed = new Map([past1, past2, past3, toCapture].map((b) => [b.id, b.scheduledDate]));
  for (const r of reviews) {
    const at = new Date(Math.min(addMinutes(reviewed.get(r.bookingId)!, 26 * 60).getTime(), now.getTime() - 60 * 60_000));
    await manager.update(ReviewEntity, { id: r.id }, { createdAt: at });
  }
  // Retired from sale: the admin's Package Management lists it, customers never see it.
  await manager.save(
    PackageEntity,
    manager.create(PackageEntity, {
      name: 'Express Exterior',
      type: 'express_exterior',
      description: 'A quick exterior wash and dry. No longer offered.',
      features: ['Hand wash', 'Wheel rinse', 'Towel dry'],
      basePriceSedans: '49.00',
      basePriceSuvs: '59.00',
      basePriceTrucks: '69.00',
      durationMinutes: 60,
      isActive: false,
    }),
  );

  // Points as the ledger awards them: 10 per completed detail, 5 per approved verified review.
  // Sarah came through James's referral link: her first completed detail earned him 25 points.
  await manager.update(UserEntity, { id: sarah.id }, { referredById: james.id });
  const ledger = new PointsLedger(manager.connection, new Users(manager.connection));
  for (const b of [past1, past2, past3, past4, toCapture]) await ledger.detailCompleted(b.id, manager);
  for (const r of reviews) await ledger.reviewApproved(r, manager);

  // Approved photos for the public gallery; the files are the placeholders in api/assets/demo.
  const photo = (b: BookingEntity, n: number, photoType: GalleryPhotoType, category: GalleryCategory) =>
    manager.create(GalleryPhotoEntity, { bookingId: b.id, carId: b.carId, photoUrl: `/demo/gallery-${n}.svg`, photoType, category, isApproved: true });
  await manager.save(GalleryPhotoEntity, [
    photo(past3, 1, 'before', 'exterior'),
    photo(past3, 2, 'after', 'exterior'),
    photo(past1, 3, 'after', 'interior'),
    photo(past1, 4, 'after', 'exterior'),
  ]);

  // James asked us to delete his account 38 days ago: the admin's Privacy Requests shows it due within a week.
  const asked = new Date(now.getTime() - 38 * DAY_MS);
  await manager.insert(PrivacyRequestEntity, {
    userId: james.id,
    kind: 'deletion',
    status: 'open',
    requesterName: 'James Carter',
    email: james.email,
    createdAt: asked,
    dueAt: new Date(asked.getTime() + DELETION_DEADLINE_DAYS * DAY_MS),
  });

  return true;
}

/**
 * The waitlist (issue 44): Sarah waits for an evening in three to four days, the evening James has
 * booked (cancel his booking as James and Sarah is offered the place); James waits for a morning or
 * afternoon next week. Two places freed in the past: one Sarah took from the waitlist, one nobody
 * could (the admin's fill rate reads 50%).
 */
async function seedDemoWaitlist(
  manager: EntityManager,
  demo: { sarah: UserEntity; james: UserEntity; packageOf: (type: PackageType) => PackageEntity; cancelled: BookingEntity; filled: BookingEntity; day: (offset: number, time: '08:00' | '12:00' | '16:00') => Date; now: Date },
): Promise<void> {
  const { sarah, james, packageOf, cancelled, filled, day, now } = demo;
  const date = (offset: number) => calendarDate(day(offset, '08:00'));
  const entry = (customer: UserEntity, type: PackageType, vehicleType: VehicleType, place: { address: string; city: string; zipCode: string }, values: Partial<WaitlistEntryEntity>) => {
    const pkg = packageOf(type);
    return manager.create(WaitlistEntryEntity, {
      customerId: customer.id,
      customerName: `${customer.firstName} ${customer.lastName}`,
      packageId: pkg.id,
      packageName: pkg.name,
      vehicleType,
      durationMinutes: pkg.durationMinutes,
      ...place,
      status: 'waiting',
      bookingId: null,
      ...values,
    });
  };
  const irvine = { address: '123 Main Street', city: 'Irvine', zipCode: '92618' };
  const [, , took] = await manager.save(WaitlistEntryEntity, [
    entry(sarah, 'tidy_up', 'sedan', irvine, { fromDate: date(3), toDate: date(4), windows: ['evening'] }),
    entry(james, 'deep_clean', 'suv', { address: '45 Harbor View Drive', city: 'Newport Beach', zipCode: '92660' }, { fromDate: date(6), toDate: date(9), windows: ['morning', 'afternoon'] }),
    entry(sarah, 'deep_clean', 'suv', irvine, { fromDate: calendarDate(filled.scheduledDate), toDate: calendarDate(filled.scheduledDate), windows: ['afternoon'], status: 'booked', bookingId: filled.id }),
  ]);
  const closed = (start: Date, status: 'filled' | 'lapsed', filledEntryId: string | null) =>
    manager.create(WaitlistOpeningEntity, { dadId: filled.dadId, start, sourceBookingId: cancelled.id, reason: 'cancelled', status, openKey: null, round: 1, roundEndsAt: start, filledEntryId, closedAt: start });
  const [opening] = await manager.save(WaitlistOpeningEntity, [closed(filled.scheduledDate, 'filled', took.id), closed(cancelled.scheduledDate, 'lapsed', null)]);
  await manager.save(WaitlistOfferEntity, manager.create(WaitlistOfferEntity, { openingId: opening.id, entryId: took.id, round: 1, status: 'accepted', expiresAt: new Date(Math.min(filled.scheduledDate.getTime(), now.getTime())), bookingId: filled.id }));
}

/**
 * Demo maintenance plans (issue 42): two plans on offer, and Sarah's Pilot on the fortnightly one, its
 * first visit the Tidy Up booked for tomorrow (held on her saved card), the next one two weeks on.
 * James's Explorer is on the monthly one with a failed payment in retry (decision 0460): declined a
 * day and a half ago and once more at the first retry, the next retry due in a day and a half.
 */
async function seedDemoPlans(manager: EntityManager, tidyUp: PackageEntity, deepClean: PackageEntity, visit: BookingEntity, inRetry: BookingEntity, now: Date): Promise<void> {
  const terms = (visits: number) =>
    `At least ${visits} visits. Each visit is booked eight weeks ahead and held on your saved card six days before it like any booking, then charged after the job. Pause up to 2 visits a year. Cancel any time: the plan ends after your ${visits}th visit, or at once once you have had them.`;
  const [fortnightly, monthly] = await manager.save(MaintenancePlanEntity, [
    manager.create(MaintenancePlanEntity, {
      name: 'Tidy Up Every Two Weeks', packageId: tidyUp.id, interval: 'every_2_weeks', minimumVisits: 6, pausesPerYear: 2, terms: terms(6), isActive: true,
      memberPriceSedans: '79.00', memberPriceSuvs: '115.00', memberPriceTrucks: '125.00', addOnDiscountPercent: 10,
    }),
    manager.create(MaintenancePlanEntity, {
      name: 'Monthly Deep Clean', packageId: deepClean.id, interval: 'monthly', minimumVisits: 3, pausesPerYear: 2, terms: terms(3), isActive: true,
      memberPriceSedans: '134.00', memberPriceSuvs: '170.00', memberPriceTrucks: '179.00', addOnDiscountPercent: 15,
    }),
  ]);
  // A member from one of the demo's bookings: its car and address, mornings on its weekday from its
  // day, the customer's saved card, the next visit one interval on.
  const memberFrom = async (booking: BookingEntity, plan: MaintenancePlanEntity, agreedDaysAgo: number) => {
    const startDate = calendarDate(booking.scheduledDate);
    const card = await manager.findOneByOrFail(PaymentMethodEntity, { userId: booking.customerId });
    return manager.save(
      PlanMembershipEntity,
      manager.create(PlanMembershipEntity, {
        planId: plan.id,
        customerId: booking.customerId,
        carId: booking.carId,
        vehicleType: booking.vehicleType ?? 'suv',
        address: booking.address,
        city: booking.city,
        zipCode: booking.zipCode,
        weekday: dayOfWeek(startDate),
        window: 'morning',
        paymentMethodId: card.id,
        status: 'active',
        startDate,
        nextVisitDate: visitAfter(startDate, plan.interval),
        pausedUntil: null,
        pausesUsed: 0,
        pauseYear: 0,
        endsOn: null,
        paymentStoppedAt: null,
        termsAgreedAt: new Date(now.getTime() - agreedDaysAgo * DAY_MS),
        termsText: plan.terms,
      }),
    );
  };
  const membership = await memberFrom(visit, fortnightly, 3);
  // Declined when it was placed two days ago and held on its first retry: the owner's recovered revenue (decision 0471).
  await manager.insert(PlanVisitEntity, {
    membershipId: membership.id,
    visitDate: calendarDate(visit.scheduledDate),
    bookingId: visit.id,
    status: 'placed',
    note: null,
    paymentFailedAt: new Date(now.getTime() - 2 * DAY_MS),
    paymentRetries: 1,
    recoveredAmount: visit.totalAmount,
    paymentRecoveredAt: new Date(now.getTime() - DAY_MS),
  });

  const failedAt = new Date(now.getTime() - 1.5 * DAY_MS);
  const jamesMembership = await memberFrom(inRetry, monthly, 4);
  await manager.insert(PlanVisitEntity, {
    membershipId: jamesMembership.id,
    visitDate: calendarDate(inRetry.scheduledDate),
    bookingId: inRetry.id,
    status: 'payment_failed',
    note: 'Your card has insufficient funds.',
    paymentFailedAt: failedAt,
    paymentRetries: 1,
    nextPaymentRetryAt: paymentRetryAt(failedAt, 1, inRetry.scheduledDate),
  });
  // The booking keeps the DAD's time while the payment is retried, as the retries keep it.
  await BookingRepository.keepUnpaidPlaceUntil(manager, inRetry.id, placeKeptUntil(failedAt, inRetry.scheduledDate));
}

/** Demo add-ons: what a customer can add to a package, priced per vehicle size, each with its extra time. */
const DEMO_ADD_ONS: Array<Pick<AddOnEntity, 'name' | 'description' | 'durationMinutes'> & { prices: [string, string, string]; packages: PackageType[] }> = [
  { name: 'Pet Hair Removal', description: 'Every last pet hair out of seats, carpets and mats.', prices: ['35.00', '45.00', '50.00'], durationMinutes: 30, packages: ['tidy_up', 'deep_clean', 'done_dads_way'] },
  { name: 'Engine Bay Cleaning', description: 'Degreased, rinsed and dressed under the hood.', prices: ['40.00', '50.00', '60.00'], durationMinutes: 30, packages: ['tidy_up', 'deep_clean'] },
  { name: 'Headlight Restoration', description: 'Cloudy, yellowed headlights sanded, polished and sealed clear.', prices: ['60.00', '60.00', '60.00'], durationMinutes: 45, packages: ['tidy_up', 'deep_clean', 'done_dads_way'] },
  { name: 'Ceramic Spray Sealant', description: 'A slick ceramic spray layer for months of shine and easier washes.', prices: ['45.00', '55.00', '65.00'], durationMinutes: 20, packages: ['tidy_up', 'deep_clean'] },
];

async function seedDemoAddOns(manager: EntityManager, packages: PackageEntity[]): Promise<AddOnEntity[]> {
  const saved: AddOnEntity[] = [];
  for (const { prices: [basePriceSedans, basePriceSuvs, basePriceTrucks], packages: types, ...rest } of DEMO_ADD_ONS) {
    const addOn = await manager.save(AddOnEntity, manager.create(AddOnEntity, { ...rest, basePriceSedans, basePriceSuvs, basePriceTrucks, isActive: true }));
    await manager.insert(AddOnPackageEntity, packages.filter((p) => types.includes(p.type as PackageType)).map((p) => ({ addOnId: addOn.id, packageId: p.id })));
    saved.push(addOn);
  }
  return saved;
}

/** A confirmed booking of several cars, priced and timed as checkout does (BookingSelection), the first car in the booking's own fields. */
async function multiCarBooking(
  manager: EntityManager,
  plan: { customerId: string; dadId: string; start: Date; address: string; city: string; zipCode: string; addOns: AddOnEntity[]; vehicles: Array<{ car: CarEntity; packageId: string; addOnNames: string[] }> },
): Promise<void> {
  const selection = await new BookingSelection(manager.connection).price(
    plan.vehicles.map(({ car, packageId, addOnNames }) => ({
      vehicleType: car.vehicleType,
      packageId,
      carId: car.id,
      addOnIds: addOnNames.map((name) => plan.addOns.find((a) => a.name === name)!.id),
    })),
    manager,
  );
  const { lines } = priceLines({ ...selection.subtotal, tier: tierFor(0), tierDiscountCents: 0, credits: [], freeInteriorAddOn: false });
  const [first] = plan.vehicles;
  const booking = await manager.save(
    BookingEntity,
    manager.create(BookingEntity, {
      customerId: plan.customerId,
      dadId: plan.dadId,
      carId: first.car.id,
      packageId: first.packageId,
      status: 'confirmed',
      scheduledDate: plan.start,
      startTime: windowStartingAt(plan.start)!.window.startTime,
      endTime: windowStartingAt(plan.start)!.window.endTime,
      durationMinutes: selection.durationMinutes,
      address: plan.address,
      city: plan.city,
      zipCode: plan.zipCode,
      specialInstructions: null,
      vehicleType: first.car.vehicleType,
      totalAmount: lines.total,
      priceLines: lines,
      paymentStatus: 'authorized',
    }),
  );
  await manager.insert(BookingVehicleEntity, selection.vehicles.map(({ packageName: _name, ...vehicle }) => ({ ...vehicle, bookingId: booking.id })));
}

/**
 * The demo bookings' payments as the checkout path leaves them on the offline test gateway (the only
 * gateway demo data runs with): each customer has a gateway customer and a saved test Visa, each
 * held or charged booking an intent on that card (held, or captured when the job ended), so Capture
 * Payment, card-hold renewal, Payment Methods and receipts work on demo data as on real bookings.
 */
async function payDemoBookings(manager: EntityManager, now: Date): Promise<void> {
  const paid = await manager.find(BookingEntity, { where: { paymentStatus: In(['authorized', 'captured']) }, relations: { package: true } });
  const policy = feePolicyOf((await manager.findOneBy(PlatformSettingsEntity, { id: PLATFORM_SETTINGS_ID })) ?? SETTINGS_DEFAULTS);
  const expYear = new Date(now).getUTCFullYear() + 3;
  const cards = new Map<string, { customerId: string; paymentMethodId: string }>();
  for (const customerId of new Set(paid.map((b) => b.customerId))) {
    const card = { customerId: `cus_test_demo_${customerId.slice(0, 8)}`, paymentMethodId: `pm_test_demo_${customerId.slice(0, 8)}` };
    cards.set(customerId, card);
    await manager.update(UserEntity, { id: customerId }, { stripeCustomerId: card.customerId });
    await manager.insert(PaymentMethodEntity, { userId: customerId, stripePaymentMethodId: card.paymentMethodId, brand: 'visa', last4: '4242', expMonth: 12, expYear, isDefault: true });
  }
  for (const booking of paid) {
    const card = cards.get(booking.customerId)!;
    const id = `pi_test_demo_${booking.id.slice(0, 8)}`;
    // Held at checkout, when it was booked (a day ago at the latest), so the hold stands today.
    const authorizedAt = booking.createdAt;
    const captured = booking.paymentStatus === 'captured';
    await manager.insert(TestPaymentIntentEntity, {
      id,
      clientSecret: `${id}_secret_demo`,
      idempotencyKey: null,
      customerId: card.customerId,
      bookingId: booking.id,
      amountCents: toCents(booking.totalAmount),
      status: captured ? 'succeeded' : 'requires_capture',
      paymentMethodId: card.paymentMethodId,
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: expYear,
      lastError: null,
      authorizedAt,
    });
    await manager.update(BookingEntity, { id: booking.id }, {
      stripePaymentIntentId: id,
      stripePaymentMethodId: card.paymentMethodId,
      paymentAttempt: 1,
      paymentAuthorizedAt: authorizedAt,
      paymentHoldExpiresAt: holdExpiresAt(null, authorizedAt),
      // A paid detail was charged when the job ended, so its receipt shows a Charged On date.
      paymentCapturedAt: captured ? addMinutes(booking.scheduledDate, booking.durationMinutes) : null,
      // What the capture took: so the admin can refund it.
      paymentCapturedCents: captured ? toCents(booking.totalAmount) : null,
      // Agreed at checkout before the card was held, as every checkout records it: a no-show or a late cancellation takes its fee.
      feePolicyAgreedAt: authorizedAt,
      feePolicyText: feePolicyText(policy, toCents(booking.totalAmount)),
    });
  }
}

/** A tip on a paid demo booking, as TipsService leaves one: a succeeded charge of its own on the customer's saved test card. */
async function demoTip(manager: EntityManager, booking: BookingEntity, amount: string, at: Date): Promise<void> {
  const held = await manager.findOneByOrFail(TestPaymentIntentEntity, { bookingId: booking.id });
  const id = `pi_test_demo_tip_${booking.id.slice(0, 8)}`;
  await manager.insert(TestPaymentIntentEntity, { ...held, id, clientSecret: `${id}_secret_demo`, amountCents: toCents(amount), status: 'succeeded', authorizedAt: at, refundedCents: 0 });
  await manager.insert(BookingTipEntity, { bookingId: booking.id, dadId: booking.dadId, amountCents: toCents(amount), refundedCents: 0, status: 'succeeded', paymentIntentId: id, source: 'receipt', createdAt: at });
}

function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

/**
 * The instant of `time` ('HH:MM') on the business calendar day `dayOffset` of the demo DAD's working
 * days from `now`'s day (DST-aware); today is offset 0, whichever day it is.
 */
function businessInstant(now: Date, dayOffset: number, time: string): Date {
  let date = calendarDate(now);
  for (let left = Math.abs(dayOffset); left > 0; ) {
    date = addDays(date, Math.sign(dayOffset));
    if (DEMO_WORKDAYS.includes(dayOfWeek(date))) left--;
  }
  return zonedInstant(date, time);
}
