import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, type DataSource, type EntityManager, type FindOptionsRelations, type Repository } from 'typeorm';
import {
  BOOKING_MESSAGES,
  type BookingSummaryDto,
  type BookingListQuery,
  type BookingPriceLines,
  type BookingQuoteQuery,
  type BookingDetailDto,
  type CreateBookingInput,
} from '@dd/contracts/booking';
import { ADD_ON_MESSAGES, type VehicleChoice } from '@dd/contracts/add-on';
import { effectiveMinAdvanceHours } from '@dd/domain/availability';
import { toCents } from '@dd/domain/pricing';
import { BOOKING_HORIZON_DAYS, checkWindowStart, type WindowStartCheck } from '@dd/domain/time-windows';
import { signUpsPerAddress } from '../auth/auth.service';
import { ApiException, conflict, invalidField } from '../common/api-exception';
import { likeMatch } from '../common/like-pattern';
import { mapPageAsync, paginate, type PagedList } from '../common/paging';
import { RateLimiter } from '../auth/rate-limiter';
import { BookingSelection, type PricedSelection } from '../add-ons/booking-selection';
import { CarEntity } from '../cars/car.entity';
import { PaymentMethodsService } from '../payments/payment-methods.service';
import { CheckoutPricing } from '../rewards/checkout-pricing';
import { DadAssigner } from '../scheduling/dad-assigner';
import { isServed, SettingsService } from '../settings/settings.service';
import { UserEntity } from '../users/user.entity';
import { normalizeEmail, UsersService } from '../users/users.service';
import { PasswordLinks } from '../password/password-links';
import { isBookingParty } from './booking-access';
import { BookingEvents } from './booking-events';
import { BookingEntity } from './booking.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';
import { toBookingDetails, toBookingSummaries, toBookingSummary } from './booking.mapper';
import { generatedPassword } from './generated-password';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UNPAID_BOOKINGS_PER_CUSTOMER, UNPAID_PAYMENT_STATUSES, unpaidBookingsPerAddress, unpaidLimitMessage } from './unpaid-holds';

/** Who is booking: the signed-in user (null for a visitor), and how to sign in an account made for a visitor. */
export interface Booker {
  user: UserEntity | null;
  /** The client's address, for the sign-up rate limit a visitor's checkout counts against. */
  ip: string;
  signIn(user: UserEntity): Promise<void>;
}

/** What every booking read carries: package name, car, and the people on it. */
const RELATIONS: FindOptionsRelations<BookingEntity> = { package: true, car: true, customer: true, dad: true };

/** What a new booking is made of; the columns not named here keep their defaults. */
type Draft = Pick<
  BookingEntity,
  | 'dadId' | 'carId' | 'packageId' | 'status' | 'scheduledDate' | 'startTime' | 'endTime' | 'durationMinutes' | 'address' | 'city' | 'zipCode'
  | 'specialInstructions' | 'totalAmount' | 'vehicleType' | 'photoConsent' | 'stripePaymentIntentId' | 'paymentStatus' | 'holdExpiresAt'
>;

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(CarEntity) private readonly cars: Repository<CarEntity>,
    @InjectRepository(UserEntity) private readonly userRows: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly rateLimiter: RateLimiter,
    private readonly assigner: DadAssigner,
    private readonly events: BookingEvents,
    private readonly pricing: CheckoutPricing,
    private readonly selection: BookingSelection,
    private readonly passwordLinks: PasswordLinks,
    private readonly cards: PaymentMethodsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * POST /api/bookings. Every check runs before anything is written; the server prices the booking
   * from each vehicle's package, size and add-ons (a client's totalAmount is ignored), and holds the
   * DAD for every vehicle's minutes. A visitor is registered as a customer from the checkout
   * contact and signed in on the same request.
   */
  async create(input: CreateBookingInput, booker: Booker): Promise<BookingSummaryDto> {
    const { user } = booker;
    if (user && user.role !== 'customer') throw new ApiException(403, 'STAFF_CANNOT_BOOK', BOOKING_MESSAGES.customersOnly);
    if (!user && !input.contact) throw invalidField('contact', BOOKING_MESSAGES.contactRequired);

    const choices = vehicleChoices(input);
    const selection = await this.selection.price(choices);

    const settings = await this.settings.get();
    if (!isServed(settings.serviceAreaZipCodes, input.zipCode)) throw invalidField('zipCode', BOOKING_MESSAGES.outsideServiceArea, 'OUTSIDE_SERVICE_AREA');

    const scheduledDate = new Date(input.scheduledDate);
    const minAdvanceHours = effectiveMinAdvanceHours(settings.minAdvanceBookingHours);
    const slot = checkWindowStart(scheduledDate, new Date(), { minAdvanceHours, horizonDays: BOOKING_HORIZON_DAYS });
    if (!slot.ok) throw invalidField('scheduledDate', timeMessage(slot.reason, minAdvanceHours));

    await this.assertOwnCars(user, choices);
    const subtotal = toCents(selection.subtotal.packagePrice) + toCents(selection.subtotal.addOnsPrice ?? '0');

    const draft: Draft = {
      dadId: null,
      carId: input.carId,
      packageId: input.packageId,
      status: 'pending',
      scheduledDate,
      startTime: slot.window.startTime,
      endTime: slot.window.endTime,
      durationMinutes: selection.durationMinutes,
      address: input.address,
      city: input.city,
      zipCode: input.zipCode,
      specialInstructions: input.specialInstructions,
      // Priced in the booking's transaction (CheckoutPricing): the customer's discounts off the subtotal.
      totalAmount: '0.00',
      vehicleType: input.vehicleType,
      photoConsent: input.contact?.agreeToPhotos ?? false,
      stripePaymentIntentId: null,
      paymentStatus: 'pending',
      // Something to pay (a card charge is at least 50 cents): the place is held only while it is paid for.
      holdExpiresAt: subtotal >= 50 ? new Date(Date.now() + settings.unpaidHoldMinutes * 60_000) : null,
    };
    if (user) {
      await this.noteReferral(user.id, input.ref);
      return this.insert(user.id, draft, selection);
    }
    return this.bookForVisitor(input.contact!, draft, selection, booker, input.ref);
  }

  /** GET /api/bookings/quote: what the server would charge the caller for the vehicles now (a visitor: their price). */
  async quote(user: UserEntity | null, query: BookingQuoteQuery): Promise<BookingPriceLines> {
    const selection = await this.selection.price(vehicleChoices(query));
    const customerId = user?.role === 'customer' ? user.id : null;
    return (await this.pricing.quote(customerId, selection.subtotal)).lines;
  }

  /**
   * Who referred the customer: the one customer whose id ends in the code, never the customer
   * themselves, recorded once and only before the customer's first detail is done.
   */
  private async noteReferral(customerId: string, code: string | null): Promise<void> {
    if (!code) return;
    const referrers = await this.userRows
      .createQueryBuilder('user')
      .where('user.id LIKE :suffix AND user.role = :role', { suffix: `%${code.toLowerCase()}`, role: 'customer' })
      .take(2)
      .getMany();
    if (referrers.length !== 1 || referrers[0].id === customerId) return;
    if (await this.bookings.existsBy({ customerId, status: 'completed' })) return;
    await this.userRows.update({ id: customerId, referredById: IsNull() }, { referredById: referrers[0].id });
  }

  /**
   * The caller's bookings, latest appointment first, a page at a time: a customer's own, a DAD's
   * assigned, every booking for an admin.
   */
  async list(user: UserEntity, query: BookingListQuery): Promise<PagedList<BookingSummaryDto>> {
    const { dadId, status, q } = query;
    if (user.role === 'dad' && dadId && dadId !== user.id) throw new ForbiddenException('You can only see the bookings assigned to you');
    const qb = this.bookings
      .createQueryBuilder('booking')
      .leftJoinAndSelect('booking.package', 'package')
      .leftJoinAndSelect('booking.car', 'car')
      .leftJoinAndSelect('booking.customer', 'customer')
      .leftJoinAndSelect('booking.dad', 'dad');
    if (user.role === 'customer') qb.andWhere('booking.customerId = :me', { me: user.id });
    if (user.role === 'dad') qb.andWhere('booking.dadId = :me', { me: user.id });
    if (dadId) qb.andWhere('booking.dadId = :dadId', { dadId });
    if (status) qb.andWhere('booking.status = :status', { status });
    if (q) qb.andWhere(...likeMatch(['package.name', 'booking.address', 'booking.city', 'booking.zipCode', 'customer.firstName', 'customer.lastName', 'customer.email'], q));
    // Appointments are whole seconds, so the keyset compares exactly (createdAt has microseconds JS cannot carry).
    const page = await paginate(qb, query, {
      sort: { expr: 'booking.scheduledDate', dir: 'DESC', valueOf: (row: BookingEntity) => row.scheduledDate },
      id: { expr: 'booking.id', valueOf: (row: BookingEntity) => row.id },
    });
    return mapPageAsync(page, (rows) => toBookingSummaries(this.dataSource.manager, rows));
  }

  /** One booking, for its customer, its DAD or an admin; 404 to anyone else. */
  async findVisible(user: UserEntity, id: string): Promise<BookingDetailDto> {
    const booking = await this.bookings.findOne({ where: { id }, relations: RELATIONS });
    if (!booking || !isBookingParty(user, booking)) throw new NotFoundException('Booking not found');
    const [detail] = await toBookingDetails(this.dataSource.manager, [booking], user.role !== 'dad');
    return detail;
  }

  /** The receipt of a completed booking, for its customer (or an admin); 404 to anyone else. */
  async receipt(user: UserEntity, id: string): Promise<BookingDetailDto> {
    const booking = await this.bookings.findOne({ where: { id }, relations: RELATIONS });
    if (!booking || !(booking.customerId === user.id || user.role === 'admin')) throw new NotFoundException('Booking not found');
    if (booking.status !== 'completed') throw conflict('NOT_COMPLETED', 'A receipt is available once the detail is completed.');
    const [detail] = await toBookingDetails(this.dataSource.manager, [booking], true);
    // The mapper names the saved card; one deduplicated or deleted since, the gateway still describes.
    if (!detail.card && booking.stripePaymentMethodId) detail.card = await this.cards.describedByGateway(booking.stripePaymentMethodId);
    return detail;
  }

  /**
   * The account is made only after every check has passed; if the booking or the sign-in then fails,
   * both are removed again, so a failure never leaves an account nobody can reach.
   */
  private async bookForVisitor(
    contact: NonNullable<CreateBookingInput['contact']>,
    draft: Draft,
    selection: PricedSelection,
    booker: Booker,
    ref: string | null,
  ): Promise<BookingSummaryDto> {
    // A checkout that registers counts as a sign-up (the same limit guards probing for registered emails).
    await this.rateLimiter.consume(`sign-up:ip:${booker.ip}`, signUpsPerAddress(this.config.signUpsPerAddress));
    if (await this.userRows.existsBy({ email: normalizeEmail(contact.email) })) throw conflict('EMAIL_TAKEN', BOOKING_MESSAGES.emailTaken);
    // Each checkout is a new account, so the visitor's address is what holds unpaid places.
    const { unpaidHoldMinutes } = await this.settings.get();
    await this.rateLimiter.consume(`unpaid-bookings:ip:${booker.ip}`, unpaidBookingsPerAddress(unpaidHoldMinutes, this.config.visitorCheckoutsPerAddress));
    const customer = await this.users
      .create({
        email: contact.email,
        password: generatedPassword(),
        firstName: contact.firstName,
        lastName: contact.lastName,
        phone: contact.phone,
        role: 'customer',
        passwordLinkDue: true,
      })
      .catch((error: unknown) => {
        // Lost a race for the email to another sign-up: same answer as above.
        throw error instanceof ApiException && error.code === 'EMAIL_TAKEN' ? conflict('EMAIL_TAKEN', BOOKING_MESSAGES.emailTaken) : error;
      });
    try {
      await this.noteReferral(customer.id, ref);
      const booking = await this.insert(customer.id, draft, selection, customer);
      await booker.signIn(customer);
      return booking;
    } catch (error) {
      await this.dataSource.transaction(async (manager) => {
        await manager.delete(BookingEntity, { customerId: customer.id });
        await manager.delete(UserEntity, { id: customer.id });
      });
      throw error;
    }
  }

  /**
   * Saves the booking with a free DAD, their time claimed in the same transaction (DadAssigner): when
   * none is free any more, 409 'That time was just taken...' and nothing is saved.
   */
  private async insert(customerId: string, draft: Draft, selection: PricedSelection, newAccount?: UserEntity): Promise<BookingSummaryDto> {
    const id = await this.assigner.assign({ start: draft.scheduledDate, durationMinutes: draft.durationMinutes, zipCode: draft.zipCode }, async (manager, dadId) => {
      if (draft.holdExpiresAt) await this.assertFewUnpaid(manager, customerId);
      // Tier benefit and reward credits come off the packages and add-ons, in the booking's transaction.
      const price = await this.pricing.quote(customerId, selection.subtotal, manager);
      const row = await manager.save(BookingEntity, manager.create(BookingEntity, { ...draft, totalAmount: price.lines.total, priceLines: price.lines, customerId, dadId }));
      await manager.insert(
        BookingVehicleEntity,
        selection.vehicles.map(({ packageName: _name, ...vehicle }) => ({ ...vehicle, bookingId: row.id })),
      );
      await this.pricing.use(manager, row.id, price.claimIds);
      await this.events.record(manager, row.id, 'created', { id: customerId, role: 'customer' }, { scheduledDate: draft.scheduledDate.toISOString(), dadId });
      // An account made at checkout has a password nobody knows: its owner gets a link to set one once
      // the card is held (BookingPaymentLedger.authorized), at once when there is no card to hold.
      if (newAccount && !draft.holdExpiresAt) await this.passwordLinks.sendDue(manager, newAccount);
      return { bookingId: row.id, result: row.id };
    });
    return toBookingSummary(await this.bookings.findOneOrFail({ where: { id }, relations: RELATIONS }));
  }

  /**
   * A customer holds at most UNPAID_BOOKINGS_PER_CUSTOMER unpaid places at once, counted in the booking's
   * transaction after locking the customer's row (MySQL), so parallel requests of one customer, on any
   * instance, count one after the other and the limit is exact. The lock is the transaction's first
   * read, so the count's snapshot sees every booking committed before it. Other customers never wait.
   */
  private async assertFewUnpaid(manager: EntityManager, customerId: string): Promise<void> {
    if (manager.connection.options.type === 'mysql') {
      await manager.createQueryBuilder(UserEntity, 'u').select('u.id').setLock('pessimistic_write').where('u.id = :customerId', { customerId }).getOne();
    }
    const held = await manager.count(BookingEntity, {
      where: { customerId, status: 'pending', paymentStatus: In(UNPAID_PAYMENT_STATUSES), holdExpiresAt: MoreThan(new Date()) },
    });
    if (held >= UNPAID_BOOKINGS_PER_CUSTOMER) {
      throw new ApiException(429, 'TOO_MANY_UNPAID_BOOKINGS', unpaidLimitMessage(UNPAID_BOOKINGS_PER_CUSTOMER));
    }
  }

  /** Each car on the booking must be the customer's own (a visitor has none), once, and of the vehicle's size. */
  private async assertOwnCars(user: UserEntity | null, choices: VehicleChoice[]): Promise<void> {
    const carIds = choices.flatMap((choice) => (choice.carId ? [choice.carId] : []));
    if (!carIds.length) return;
    if (new Set(carIds).size !== carIds.length) throw invalidField('carId', ADD_ON_MESSAGES.carTwice);
    const cars = user ? await this.cars.findBy({ id: In(carIds), userId: user.id, removedAt: IsNull() }) : [];
    choices.forEach((choice, index) => {
      if (!choice.carId) return;
      const field = (name: string) => (index === 0 ? name : `moreVehicles.${index - 1}.${name}`);
      const car = cars.find((candidate) => candidate.id === choice.carId);
      if (!car) throw invalidField(field('carId'), BOOKING_MESSAGES.carNotFound);
      if (car.vehicleType !== choice.vehicleType) throw invalidField(field('vehicleType'), BOOKING_MESSAGES.carTypeMismatch);
    });
  }
}

/** The vehicles of a booking request: the spec's fields are the first, moreVehicles the others. */
function vehicleChoices(input: Omit<VehicleChoice, 'carId'> & { carId?: string | null; moreVehicles: VehicleChoice[] }): VehicleChoice[] {
  const { vehicleType, packageId, carId = null, addOnIds, moreVehicles } = input;
  return [{ vehicleType, packageId, carId, addOnIds }, ...moreVehicles];
}

function timeMessage(reason: Extract<WindowStartCheck, { ok: false }>['reason'], minAdvanceHours: number): string {
  switch (reason) {
    case 'not_a_window':
      return BOOKING_MESSAGES.notAWindow;
    case 'past':
      return BOOKING_MESSAGES.past;
    case 'too_soon':
      return BOOKING_MESSAGES.tooSoon(minAdvanceHours);
    case 'too_far':
      return BOOKING_MESSAGES.tooFar(BOOKING_HORIZON_DAYS);
  }
}
