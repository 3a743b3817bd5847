import { DataSource } from 'typeorm';
import { BOOKING_STATUSES } from '@dd/contracts/enums';
import { dayOfWeek } from '@dd/domain/availability';
import { calendarDate, windowStartingAt, zonedInstant } from '@dd/domain/time-windows';
import { AddOnEntity } from '../../catalog/add-ons/add-on.entity';
import { AdminStatsService } from '../../operations/stats/admin-stats.service';
import { BookingVehicleEntity } from '../../bookings/booking-vehicle.entity';
import { BookingEntity } from '../../bookings/booking.entity';
import { CarEntity } from '../../customers/cars/car.entity';
import { GalleryPhotoEntity } from '../../media/gallery/gallery-photo.entity';
import { JobSessionEntity } from '../../job-sessions/job-session.entity';
import { PackageEntity } from '../../catalog/packages/package.entity';
import { PointsEntryEntity } from '../../loyalty/points-entry.entity';
import { MaintenancePlanEntity } from '../../plans/maintenance-plan.entity';
import { PlanMembershipEntity } from '../../plans/plan-membership.entity';
import { PlanVisitEntity } from '../../plans/plan-visit.entity';
import { ReviewEntity } from '../../reviews/review.entity';
import { RewardEntity } from '../../loyalty/reward.entity';
import { WeeklyAvailabilityEntity } from '../../scheduling/weekly-availability.entity';
import { PlatformSettingsEntity } from '../../settings/platform-settings.entity';
import { createMigratedDatabase, createTestDatabase } from '../../testing/test-database';
import { UserEntity } from '../../identity/users/user.entity';
import { dataSourceOptions } from '../data-source.options';
import { seedDatabase, type SeedOptions } from './seed';
import { BookingTipEntity } from '../../payments/tips/booking-tip.entity';
import { TestPaymentIntentEntity } from '../../payments/test-gateway/test-payment-intent.entity';
import { WaitlistEntryEntity, WaitlistOpeningEntity } from '../../waitlist/waitlist.entities';
import { WeatherFlagEntity } from '../../weather/weather.entities';
import { SiteProfileEntity } from '../../sites/sites.entities';
import { addressKey } from '../../sites/sites.service';
import { MessageEntity } from '../../messaging/message.entity';
import { InboundTextEntity } from '../../messaging/texts/inbound-text.entity';

// A cheap stand-in for argon2: the seed only needs something to store.
const hashPassword = async (plain: string) => `hashed:${plain}`;
const now = new Date('2026-03-08T18:30:00Z'); // the day US clocks spring forward: 10:30 PDT

/** Every count the seed produces, for comparing one run with the next. */
async function counts(ds: DataSource) {
  const entities = [UserEntity, CarEntity, PackageEntity, BookingEntity, ReviewEntity, GalleryPhotoEntity, RewardEntity,
    PlatformSettingsEntity, WeeklyAvailabilityEntity];
  return Object.fromEntries(await Promise.all(entities.map(async (e) => [e.name, await ds.manager.count(e)] as const)));
}

/**
 * What any seeding time must give: every booking not today on a day the demo DAD works (Mon-Sat; a
 * plan visit on a Sunday made the plan's later visits fail to book), and every DAD planned to arrive
 * by the end of the booking's arrival window (or by its start, off the windows), drives included.
 */
async function expectWorkdaysAndArrivalsOnTime(ds: DataSource, today: string) {
  const bookings = await ds.manager.findBy(BookingEntity, {});
  const late = bookings.filter((b) => {
    if (!b.plannedArrival) return false;
    const window = windowStartingAt(b.scheduledDate);
    const by = window ? zonedInstant(window.date, window.window.endTime) : b.scheduledDate;
    return b.plannedArrival.getTime() > by.getTime();
  });
  expect(late.map((b) => `${b.startTime} planned ${b.plannedArrival!.toISOString()}`)).toEqual([]);
  expect(bookings.filter((b) => b.plannedArrival).length).toBeGreaterThan(5);
  const onSundays = bookings.filter((b) => calendarDate(b.scheduledDate) !== today && dayOfWeek(calendarDate(b.scheduledDate)) === 0);
  expect(onSundays.map((b) => calendarDate(b.scheduledDate))).toEqual([]);
}

describe.each(['sqlite', 'mysql'] as const)('seedDatabase on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let ds: DataSource;

  beforeAll(async () => {
    database = await createMigratedDatabase(kind);
    ds = database.dataSource;
  });

  afterAll(() => database?.close());

  const options: SeedOptions = { demo: true, hashPassword, now };

  it('fills an empty database', async () => {
    const report = await seedDatabase(ds, options);

    expect(report).toMatchObject({ packages: 3, platformSettings: true, rewards: 4, adminCreated: false, demoCreated: true });
    expect(report.demoSignIns).toEqual([
      { role: 'admin', email: 'admin@demo.dadsdetail.com', password: 'DemoAdmin123!' },
      { role: 'dad', email: 'dad@demo.dadsdetail.com', password: 'DemoDad123!' },
      { role: 'dad', email: 'dad2@demo.dadsdetail.com', password: 'DemoDad123!' },
      { role: 'customer', email: 'customer@demo.dadsdetail.com', password: 'DemoCustomer123!' },
      { role: 'customer', email: 'customer2@demo.dadsdetail.com', password: 'DemoCustomer123!' },
    ]);
    expect(await counts(ds)).toEqual({
      UserEntity: 5, CarEntity: 4, PackageEntity: 4, BookingEntity: 16, ReviewEntity: 4, GalleryPhotoEntity: 4,
      RewardEntity: 4, PlatformSettingsEntity: 1, WeeklyAvailabilityEntity: 11,
    });
  });

  it('puts a demo customer on a plan whose first visit is a booking of the demo DAD', async () => {
    expect(await ds.manager.count(MaintenancePlanEntity)).toBe(2);
    const sarah = await ds.manager.findOneByOrFail(UserEntity, { email: 'customer@demo.dadsdetail.com' });
    const membership = await ds.manager.findOneByOrFail(PlanMembershipEntity, { customerId: sarah.id });
    const [visit] = await ds.manager.findBy(PlanVisitEntity, { membershipId: membership.id });
    const booking = await ds.manager.findOneByOrFail(BookingEntity, { id: visit.bookingId! });
    expect(membership).toMatchObject({ customerId: sarah.id, status: 'active', startDate: visit.visitDate });
    expect(booking).toMatchObject({ customerId: sarah.id, status: 'confirmed', paymentStatus: 'authorized', dadId: expect.any(String) });
    expect(membership.nextVisitDate > visit.visitDate).toBe(true);
    // Its payment was recovered on a retry yesterday: the owner's Recovered Revenue has something to show.
    expect(visit).toMatchObject({ paymentRetries: 1, paymentRecoveredAt: expect.any(Date) });
    expect(Number(visit.recoveredAmount)).toBe(Number(booking.totalAmount));
  });

  it('has one failed plan payment in retry, its booking keeping its place (decision 0460)', async () => {
    const james = await ds.manager.findOneByOrFail(UserEntity, { email: 'customer2@demo.dadsdetail.com' });
    const membership = await ds.manager.findOneByOrFail(PlanMembershipEntity, { customerId: james.id });
    const [visit] = await ds.manager.findBy(PlanVisitEntity, { membershipId: membership.id });
    expect(visit).toMatchObject({ status: 'payment_failed', paymentRetries: 1, nextPaymentRetryAt: expect.any(Date) });
    expect(visit.nextPaymentRetryAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(membership.paymentStoppedAt).toBeNull();
    const booking = await ds.manager.findOneByOrFail(BookingEntity, { id: visit.bookingId! });
    expect(booking).toMatchObject({ customerId: james.id, status: 'pending', paymentStatus: 'failed' });
    expect(booking.holdExpiresAt!.getTime()).toBeGreaterThan(visit.nextPaymentRetryAt!.getTime());
  });

  it('stores money and settings exactly', async () => {
    const packages = await ds.manager.find(PackageEntity, { where: { isActive: true }, order: { durationMinutes: 'ASC' } });
    expect(packages.map((p) => [p.type, p.basePriceSedans, p.basePriceSuvs, p.basePriceTrucks, p.durationMinutes])).toEqual([
      ['tidy_up', '89.00', '129.00', '139.00', 90],
      ['deep_clean', '149.00', '189.00', '199.00', 150],
      ['done_dads_way', '249.00', '289.00', '299.00', 240],
    ]);
    expect(packages[0].features).toContain('Tire shine');

    const settings = await ds.manager.findOneByOrFail(PlatformSettingsEntity, { id: 1 });
    expect(settings).toMatchObject({
      businessHoursStart: '09:00',
      businessHoursEnd: '17:00',
      washPointsPerDollar: '1.00',
      washPointsRedemptionRate: '0.01',
      minAdvanceBookingHours: 24,
      cancellationPolicyHours: 48,
      emailNotificationsEnabled: true,
    });
    expect(settings.serviceAreaZipCodes).toHaveLength(146);
    expect(settings.serviceAreaZipCodes).toEqual(expect.arrayContaining(['92618', '92660', '90620']));

    const rewards = await ds.manager.find(RewardEntity, { order: { points: 'ASC' } });
    expect(rewards.map((r) => [r.points, r.available])).toEqual([[50, true], [75, true], [100, true], [200, false]]);
  });

  it('makes demo bookings in every status, priced for the car, around now', async () => {
    const bookings = await ds.manager.find(BookingEntity, { relations: { car: true, package: true } });
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES));

    const dad = await ds.manager.findOneByOrFail(UserEntity, { email: 'dad@demo.dadsdetail.com' });
    // One job done yesterday by the second DAD still has its card held, for the admin to capture.
    const [toCapture, ...others] = [...bookings].sort((a, b) => Number(b.paymentStatus === 'authorized' && b.status === 'completed') - Number(a.paymentStatus === 'authorized' && a.status === 'completed'));
    expect(toCapture).toMatchObject({ status: 'completed', paymentStatus: 'authorized', stripePaymentIntentId: expect.stringMatching(/^pi_test_demo_/) });
    expect(toCapture.dadId).not.toBe(dad.id);
    const noShow = others.find((b) => b.status === 'confirmed' && b.scheduledDate.getTime() < now.getTime());
    expect(noShow).toMatchObject({ paymentStatus: 'authorized', car: { model: 'Explorer' } });
    // One plan visit whose card declined is in retry (decision 0460): pending, unpaid, its place kept.
    const unpaid = others.filter((b) => b.paymentStatus === 'failed');
    expect(unpaid).toEqual([expect.objectContaining({ status: 'pending', car: expect.objectContaining({ model: 'Explorer' }), stripePaymentIntentId: null })]);
    for (const b of others.filter((other) => other.paymentStatus !== 'failed')) {
      expect(b.dadId).toBe(dad.id);
      const price = { sedan: b.package!.basePriceSedans, suv: b.package!.basePriceSuvs, truck: b.package!.basePriceTrucks };
      // The multi-car booking is priced for all its cars and add-ons (below).
      if (!b.priceLines?.vehicles) expect(b.totalAmount).toBe(price[b.car!.vehicleType]);
      const expectedPayment = { completed: 'captured', confirmed: 'authorized', in_progress: 'authorized', pending: 'authorized', cancelled: 'refunded' };
      expect(b.paymentStatus).toBe(expectedPayment[b.status]);
      // Held or charged through the test gateway, as checkout leaves a booking.
      if (b.paymentStatus !== 'refunded') expect(b.stripePaymentIntentId).toMatch(/^pi_test_demo_/);
      if (b.status === 'completed' || b.status === 'cancelled') expect(b.scheduledDate.getTime()).toBeLessThan(now.getTime());
      // Every held card has the fee policy agreed at checkout, with this booking's amounts.
      if (b.paymentStatus === 'authorized') expect(b.feePolicyText).toContain('no-show fee of 50% of the booking total');
      if (b.paymentStatus === 'authorized') expect(b.feePolicyAgreedAt).toEqual(b.paymentAuthorizedAt);
      // Upcoming, but for yesterday's job nobody was there for (left for the admin's Mark No-Show).
      if (b.status === 'pending' || (b.status === 'confirmed' && b !== noShow)) expect(b.scheduledDate.getTime()).toBeGreaterThan(now.getTime());
      expect(b.startTime).toMatch(/^\d\d:\d\d$/);
    }

    // Two of Sarah's cars in one visit, with add-ons, held for their whole price and time.
    const multi = bookings.filter((b) => b.priceLines?.vehicles);
    expect(multi).toHaveLength(1);
    expect(multi[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'authorized', totalAmount: '373.00', durationMinutes: 150 + 30 + 90 + 45, car: { model: 'Camry' } });
    const vehicles = await ds.manager.find(BookingVehicleEntity, { where: { bookingId: multi[0].id }, order: { position: 'ASC' } });
    expect(vehicles.map((v) => [v.position, v.price, v.addOns.map((a) => a.name)])).toEqual([
      [1, '184.00', ['Pet Hair Removal']],
      [2, '189.00', ['Headlight Restoration']],
    ]);
    expect((await ds.manager.find(AddOnEntity)).map((a) => a.name).sort()).toEqual(['Ceramic Spray Sealant', 'Engine Bay Cleaning', 'Headlight Restoration', 'Pet Hair Removal']);

    // One paid detail was tipped (a charge of its own, refundable); the other paid ones are ready to tip.
    const tips = await ds.manager.find(BookingTipEntity);
    expect(tips.map((t) => [t.amountCents, t.refundedCents, t.status, t.source])).toEqual([[3000, 0, 'succeeded', 'receipt']]);
    expect(await ds.manager.findOneByOrFail(TestPaymentIntentEntity, { id: tips[0].paymentIntentId! })).toMatchObject({ status: 'succeeded', amountCents: 3000 });
    expect(bookings.filter((b) => b.status === 'completed' && b.paymentStatus === 'captured' && b.id !== tips[0].bookingId).length).toBeGreaterThanOrEqual(2);

    // Two confirmed jobs later today, after the one under way (10:30-12:00 PDT).
    const today = bookings.filter((b) => b.status === 'confirmed' && calendarDate(b.scheduledDate) === '2026-03-08');
    expect(today.map((b) => b.startTime).sort()).toEqual(['13:30', '17:00']);
    await expectWorkdaysAndArrivalsOnTime(ds, '2026-03-08');

    // Tomorrow's morning window on the business clock: 2026-03-09 08:00 PDT is 15:00 UTC.
    const tomorrow = bookings.find((b) => b.specialInstructions);
    expect(tomorrow?.scheduledDate.toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect([tomorrow?.startTime, tomorrow?.endTime]).toEqual(['08:00', '12:00']);
    // Every booking but the demo DAD's day (the job under way and the two around it) starts on an
    // arrival window, as the wizard books them.
    const onWindows = bookings.filter((b) => calendarDate(b.scheduledDate) !== '2026-03-08').map((b) => Boolean(windowStartingAt(b.scheduledDate)));
    expect(onWindows).toEqual(onWindows.map(() => true));

    // Booked some days before each appointment, at different times, never at the moment of seeding.
    for (const b of bookings) expect(b.createdAt.getTime()).toBeLessThan(Math.min(b.scheduledDate.getTime(), now.getTime() - 23 * 60 * 60_000));
    expect(new Set(bookings.map((b) => b.createdAt.getTime())).size).toBe(bookings.length);

    const reviews = await ds.manager.find(ReviewEntity, { relations: { booking: true } });
    expect(reviews.filter((r) => r.isApproved)).toHaveLength(2);
    // Written after their jobs, over the past weeks: not all at the moment the demo was made.
    for (const r of reviews) {
      expect(r.createdAt.getTime()).toBeGreaterThan(r.booking!.scheduledDate.getTime());
      expect(r.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    expect(new Set(reviews.map((r) => calendarDate(r.createdAt))).size).toBe(reviews.length);

    // Points through the ledger: Sarah 2 details + 1 approved review; James 3 details, 1 approved review and Sarah's referral.
    for (const [email, points] of [['customer@demo.dadsdetail.com', 25], ['customer2@demo.dadsdetail.com', 60]] as const) {
      const user = await ds.manager.findOneByOrFail(UserEntity, { email });
      expect(user.washPoints).toBe(points);
      expect(await ds.manager.sum(PointsEntryEntity, 'amount', { userId: user.id })).toBe(points);
    }
    // Each customer's stored booking count (Most Bookings, the tiles) is the number of their bookings.
    for (const customer of await ds.manager.findBy(UserEntity, { role: 'customer' })) {
      expect(customer.bookingCount).toBe(await ds.manager.countBy(BookingEntity, { customerId: customer.id }));
    }
    expect(await ds.manager.countBy(PackageEntity, { isActive: false })).toBe(1);
    const photos = await ds.manager.findBy(GalleryPhotoEntity, { isApproved: true });
    expect(photos.map((p) => p.photoUrl).sort()).toEqual([1, 2, 3, 4].map((n) => `/demo/gallery-${n}.svg`));
  });

  it('gives the admin dashboard’s performance bars something to show', async () => {
    const { measures } = await new AdminStatsService(ds).performance(now);
    expect(measures.map((m) => m.detail)).toEqual([
      '5 of 6 jobs (the rest cancelled)',
      '6 of 6 arrivals',
      '4 of 5 jobs with a card to charge',
      '5.0 of 5 from 2 reviews',
    ]);
  });

  it('gives the waitlist screens something to show: a place Sarah waits for is James’s to cancel', async () => {
    const [sarah, james] = await Promise.all(['customer@demo.dadsdetail.com', 'customer2@demo.dadsdetail.com'].map((email) => ds.manager.findOneByOrFail(UserEntity, { email })));
    const waiting = await ds.manager.find(WaitlistEntryEntity, { where: { status: 'waiting' }, order: { fromDate: 'ASC' } });
    expect(waiting.map((e) => [e.customerId, e.windows])).toEqual([[sarah.id, ['evening']], [james.id, ['morning', 'afternoon']]]);
    const jamesEvening = (await ds.manager.findBy(BookingEntity, { customerId: james.id, status: 'confirmed' })).find((b) => b.scheduledDate > now && windowStartingAt(b.scheduledDate)?.window.id === 'evening')!;
    expect(waiting[0].fromDate).toBe(calendarDate(jamesEvening.scheduledDate));
    const openings = await ds.manager.find(WaitlistOpeningEntity, { order: { start: 'ASC' } });
    expect(openings.map((o) => o.status).sort()).toEqual(['filled', 'lapsed']);
  });

  it('gives the admin’s Weather Risks tomorrow morning’s job', async () => {
    const [flag] = await ds.manager.find(WeatherFlagEntity);
    const job = await ds.manager.findOneByOrFail(BookingEntity, { id: flag.bookingId });
    expect(calendarDate(job.scheduledDate)).toBe(calendarDate(new Date(now.getTime() + 24 * 3_600_000)));
    expect(flag).toMatchObject({ risk: 'rain', dadId: job.dadId });
  });

  it('gives the flagged job a site profile (gate code, no outlet, not covered) for the job sheet and the Site Needs', async () => {
    const [flag] = await ds.manager.find(WeatherFlagEntity);
    const job = await ds.manager.findOneByOrFail(BookingEntity, { id: flag.bookingId });
    const site = await ds.manager.findOneByOrFail(SiteProfileEntity, { customerId: job.customerId, addressKey: addressKey(job.address, job.zipCode) });
    expect(site).toMatchObject({ covered: false, power: false, water: true, gateCode: '4321' });
    expect(await ds.manager.countBy(SiteProfileEntity, { covered: true })).toBe(1);
  });

  it('has a conversation by text for the inboxes: a C answered, and a question nobody has read', async () => {
    const texts = await ds.getRepository(InboundTextEntity).find({ order: { createdAt: 'ASC' } });
    expect(texts.map((t) => [t.phone, t.intent, t.readAt === null])).toEqual([
      ['+19495550133', 'confirm', false],
      ['+19495550133', null, true],
    ]);
    expect(await ds.getRepository(MessageEntity).countBy({ recipient: '+19495550133', channel: 'sms' })).toBe(2);
  });

  it('adds nothing when run again', async () => {
    const before = await counts(ds);
    const report = await seedDatabase(ds, options);
    expect(report).toMatchObject({ packages: 0, platformSettings: false, rewards: 0, adminCreated: false, demoCreated: false });
    expect(report.demoSignIns).toHaveLength(5);
    expect(await counts(ds)).toEqual(before);
  });

  it('creates the configured admin once, without touching the demo', async () => {
    const admin = { email: 'Owner@Example.com', password: 'a-long-secret' };
    expect((await seedDatabase(ds, { ...options, admin })).adminCreated).toBe(true);
    expect((await seedDatabase(ds, { ...options, admin })).adminCreated).toBe(false);
    const owner = await ds.manager.findOneOrFail(UserEntity, {
      where: { email: 'owner@example.com' },
      select: { id: true, role: true, passwordHash: true },
    });
    expect(owner).toMatchObject({ role: 'admin', passwordHash: 'hashed:a-long-secret' });
  });
});

describe('seedDatabase by the hour', () => {
  it('at 13:10 the job under way started off the arrival windows, with two confirmed jobs around it', async () => {
    const db = await createTestDatabase('sqlite');
    const ds = await new DataSource(dataSourceOptions(db)).initialize();
    try {
      await ds.runMigrations();
      const afternoon = new Date('2026-03-10T20:10:00Z'); // 13:10 PDT: an hour ago on the half hour is 12:00, a window start
      await seedDatabase(ds, { demo: true, hashPassword, now: afternoon });
      const [active] = await ds.manager.findBy(BookingEntity, { status: 'in_progress' });
      expect(windowStartingAt(active.scheduledDate)).toBeNull();
      const today = (await ds.manager.findBy(BookingEntity, { status: 'confirmed' })).filter((b) => calendarDate(b.scheduledDate) === '2026-03-10');
      expect(today).toHaveLength(2);
      await expectWorkdaysAndArrivalsOnTime(ds, '2026-03-10');
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });


  it.each(['2026-03-09', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'])('seeded at 09:30 on %s (the other weekdays) books nothing on a Sunday but today, and no DAD arrives late', async (today) => {
    const db = await createTestDatabase('sqlite');
    const ds = await new DataSource(dataSourceOptions(db)).initialize();
    try {
      await ds.runMigrations();
      await seedDatabase(ds, { demo: true, hashPassword, now: zonedInstant(today, '09:30') });
      await expectWorkdaysAndArrivalsOnTime(ds, today);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });

  it('has no job under way at 2 AM, and nothing the DAD started outside the working day', async () => {
    const db = await createTestDatabase('sqlite');
    const ds = await new DataSource(dataSourceOptions(db)).initialize();
    try {
      await ds.runMigrations();
      const night = new Date('2026-03-10T09:00:00Z'); // 02:00 PDT
      await seedDatabase(ds, { demo: true, hashPassword, now: night });
      expect(await ds.manager.countBy(BookingEntity, { status: 'in_progress' })).toBe(0);
      // Today's two jobs at the start of the day, the drive between them allowed for.
      await expectWorkdaysAndArrivalsOnTime(ds, '2026-03-10');
      const sessions = await ds.manager.find(JobSessionEntity);
      expect(sessions.length).toBeGreaterThan(0);
      for (const session of sessions) {
        const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', hourCycle: 'h23' }).format(session.startedAt));
        expect(hour).toBeGreaterThanOrEqual(8);
        expect(hour).toBeLessThan(20);
      }
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});

describe('seedDatabase without demo', () => {
  it('seeds only what the product needs, with the configured admin', async () => {
    const db = await createTestDatabase('sqlite');
    const ds = await new DataSource(dataSourceOptions(db)).initialize();
    try {
      await ds.runMigrations();
      const report = await seedDatabase(ds, { demo: false, hashPassword, admin: { email: 'boss@example.com', password: 'secret-pass' } });
      expect(report).toEqual({
        packages: 3, platformSettings: true, rewards: 4, adminCreated: true, demoCreated: false, demoSignIns: [],
      });
      expect(await ds.manager.count(UserEntity)).toBe(1);
      expect(await ds.manager.count(BookingEntity)).toBe(0);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});
