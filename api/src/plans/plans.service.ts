import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, Not, type DataSource } from 'typeorm';
import type { AdminMembershipDto, AdminPlanDto, ChangeCarInput, ChangeSlotInput, CreatePlanInput, JoinPlanInput, MembershipDto, PausePlanInput, PlanDto } from '@dd/contracts/plan';
import { VEHICLE_TYPES } from '@dd/contracts/enums';
import { priceFor, toCents } from '@dd/domain/pricing';
import { calendarDate } from '@dd/domain/time-windows';
import { PackagesService } from '../catalog/packages/packages.service';
import type { PackageEntity } from '../catalog/packages/package.entity';
import { BookingSelection } from '../catalog/add-ons/booking-selection';
import { CarsService } from '../customers/cars/cars.service';
import { PaymentMethodsService } from '../payments/payment-methods.service';
import { UsersService } from '../identity/users/users.service';
import type { UserEntity } from '../identity/users/user.entity';
import { Events } from '../platform/events/events';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import { PlanVisitRelease } from './plan-visit-release';
import { toAdminPlanDto, toMembershipDto, toPlanDto } from './plan.mapper';
import { cancellationEndsOn, firstVisitDate, nextVisitOnNewSlot, pausesLeft, planYear, visitsAfter } from './plan-rules';
import { PlanErrors } from './plans.errors';

/** Memberships that still have visits to come (a cancelled one until its last day). */
const LIVE = Not('cancelled') as unknown as PlanMembershipEntity['status'];

/**
 * Maintenance plans: the owner's plans, customers joining, pausing and cancelling. Visits are placed
 * by PlanVisitPlacement (a job); this service never books.
 */
@Injectable()
export class PlansService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly packages: PackagesService,
    private readonly cards: PaymentMethodsService,
    private readonly selection: BookingSelection,
    private readonly cars: CarsService,
    private readonly users: UsersService,
    private readonly events: Events,
    private readonly release: PlanVisitRelease,
  ) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /** GET /api/plans: the plans on offer, with their package's prices. */
  async listOffered(): Promise<PlanDto[]> {
    const packages = await this.packages.listActive();
    const plans = await this.manager.find(MaintenancePlanEntity, { where: { isActive: true }, order: { name: 'ASC' } });
    return withPackages(plans, packages).map(([plan, pkg]) => toPlanDto(plan, pkg));
  }

  /** GET /api/admin/plans: every plan with its live members. */
  async listAll(): Promise<AdminPlanDto[]> {
    const packages = await this.packages.listActive();
    const plans = await this.manager.find(MaintenancePlanEntity, { order: { name: 'ASC' } });
    const live = await this.manager.find(PlanMembershipEntity, { where: { status: In(['active', 'paused']) } });
    return withPackages(plans, packages).map(([plan, pkg]) => toAdminPlanDto(plan, pkg, live.filter((m) => m.planId === plan.id)));
  }

  /** POST /api/admin/plans. */
  async create(input: CreatePlanInput): Promise<AdminPlanDto> {
    const pkg = (await this.packages.listActive()).find((p) => p.id === input.packageId);
    if (!pkg) throw PlanErrors.planUnavailable();
    const { memberPrices, ...fields } = input;
    // A member price is a saving: below the package's price for that size. None given: the package's price.
    for (const size of VEHICLE_TYPES) if (memberPrices && toCents(memberPrices[size]) >= toCents(priceFor(pkg, size))) throw PlanErrors.memberPriceAbovePackage(size);
    const prices = { memberPriceSedans: memberPrices?.sedan ?? null, memberPriceSuvs: memberPrices?.suv ?? null, memberPriceTrucks: memberPrices?.truck ?? null };
    const plan = await this.manager.save(MaintenancePlanEntity, this.manager.create(MaintenancePlanEntity, { ...fields, ...prices, isActive: true }));
    return toAdminPlanDto(plan, pkg, []);
  }

  /**
   * POST /api/plans/{planId}/join: the customer's car, address, standing slot and saved card, and the
   * terms in the words they were shown. The first visit is the slot's weekday at least two days out;
   * the placement job books it once it is within two weeks.
   */
  async join(user: UserEntity, planId: string, input: JoinPlanInput, now = new Date()): Promise<MembershipDto> {
    const plan = await this.manager.findOneBy(MaintenancePlanEntity, { id: planId });
    if (!plan) throw PlanErrors.planNotFound();
    if (!plan.isActive) throw PlanErrors.planUnavailable();
    await this.cards.ownCard(user, input.paymentMethodId);
    // The add-ons must be offered with the plan's package (400 naming the one that is not), as at checkout.
    await this.selection.price([{ vehicleType: input.vehicleType, packageId: plan.packageId, carId: input.carId ?? null, addOnIds: input.addOnIds }]);
    if (input.carId && (await this.manager.count(PlanMembershipEntity, { where: { customerId: user.id, carId: input.carId, status: LIVE } }))) throw PlanErrors.alreadyOnPlan();

    const today = calendarDate(now);
    const startDate = firstVisitDate(today, input.weekday);
    const { agreeToTerms: _agreed, ...slot } = input;
    const membership = await this.manager.transaction(async (manager) => {
      const saved = await manager.save(
        PlanMembershipEntity,
        manager.create(PlanMembershipEntity, {
          ...slot,
          planId: plan.id,
          customerId: user.id,
          status: 'active',
          startDate,
          nextVisitDate: startDate,
          pausedUntil: null,
          pausesUsed: 0,
          pauseYear: 0,
          endsOn: null,
          cancelledAt: null,
          termsAgreedAt: now,
          termsText: plan.terms,
        }),
      );
      await this.events.emit('plan.joined', { manager, membershipId: saved.id, customerId: user.id, planId: plan.id, customer: user, planName: plan.name, firstVisitDate: startDate });
      return saved;
    });
    return toMembershipDto(membership, plan, [], today);
  }

  /** GET /api/plans/memberships/mine: the customer's plans with their visits. */
  async mine(user: UserEntity, now = new Date()): Promise<MembershipDto[]> {
    const memberships = await this.manager.find(PlanMembershipEntity, { where: { customerId: user.id }, order: { createdAt: 'DESC' } });
    return this.toDtos(memberships, calendarDate(now));
  }

  /** GET /api/admin/plans/members: every membership (or the one with `id`), newest first, with its customer. */
  async members(now = new Date(), id?: string): Promise<AdminMembershipDto[]> {
    const memberships = await this.manager.find(PlanMembershipEntity, { where: id ? { id } : {}, order: { createdAt: 'DESC' } });
    const dtos = await this.toDtos(memberships, calendarDate(now));
    const customers = new Map<string, UserEntity | null>();
    for (const id of new Set(memberships.map((m) => m.customerId))) customers.set(id, await this.users.findActiveById(id));
    return dtos.map((dto, i) => {
      const customer = customers.get(memberships[i].customerId);
      return { ...dto, customer: { id: memberships[i].customerId, firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '', email: customer?.email ?? '' } };
    });
  }

  /**
   * POST /api/plans/memberships/{id}/pause: the next `visits` visits whose card is not yet held are
   * skipped, within the plan's yearly allowance (those already placed are cancelled, decision 0474);
   * nothing else moves: a visit whose card is held stays (it can be cancelled as any booking), and so
   * do the visits placed after the pause.
   */
  async pause(user: UserEntity, id: string, { visits }: PausePlanInput, now = new Date()): Promise<MembershipDto> {
    const today = calendarDate(now);
    return this.change(user, id, now, async (manager, m, plan) => {
      if (m.status === 'cancelled') throw PlanErrors.notActive();
      const left = pausesLeft(m, plan.pausesPerYear, today);
      if (visits > left) throw PlanErrors.pauseAllowance(left);
      const year = planYear(m.startDate, today);
      const unheld = await PlanVisitRelease.unheld(manager, m.id);
      const resumesOn = visitsAfter(unheld[0]?.visitDate ?? m.nextVisitDate, plan.interval, visits);
      // Past the skipped ones; visits already placed after the pause keep their places.
      const nextVisitDate = resumesOn > m.nextVisitDate ? resumesOn : m.nextVisitDate;
      Object.assign(m, { status: 'paused', pausedUntil: resumesOn, nextVisitDate, pauseYear: year, pausesUsed: (m.pauseYear === year ? m.pausesUsed : 0) + visits });
      await manager.save(PlanMembershipEntity, m);
      await this.events.emit('plan.paused', { manager, membershipId: m.id, customerId: m.customerId, planId: m.planId, customer: user, planName: plan.name, visits, resumesOn });
      return PlanVisitRelease.forget(manager, unheld.filter((visit) => visit.visitDate < resumesOn));
    });
  }

  /**
   * POST /api/plans/memberships/{id}/slot: the standing slot moves from the next visit whose card is
   * not yet held (to the first such weekday on or after it; those already placed are placed again,
   * decision 0474); a visit whose card is held stays as it is.
   */
  async changeSlot(user: UserEntity, id: string, { weekday, window }: ChangeSlotInput, now = new Date()): Promise<MembershipDto> {
    const today = calendarDate(now);
    return this.change(user, id, now, async (manager, m, plan) => {
      if (m.status === 'cancelled') throw PlanErrors.notActive();
      const unheld = await PlanVisitRelease.unheld(manager, m.id);
      const nextVisitDate = nextVisitOnNewSlot(unheld[0]?.visitDate ?? m.nextVisitDate, weekday, today);
      Object.assign(m, { weekday, window, nextVisitDate, pausedUntil: m.pausedUntil && nextVisitDate });
      await manager.save(PlanMembershipEntity, m);
      await this.events.emit('plan.slot-changed', { manager, membershipId: m.id, customerId: m.customerId, planId: m.planId, customer: user, planName: plan.name, weekday, window, nextVisitDate });
      return PlanVisitRelease.forget(manager, unheld);
    });
  }

  /**
   * POST /api/plans/memberships/{id}/car: another of the customer's cars (its size with it) from the
   * next visit whose card is not yet held (those already placed are placed again, decision 0474); a
   * visit whose card is held stays. A car is on one live plan only.
   */
  async changeCar(user: UserEntity, id: string, { carId }: ChangeCarInput, now = new Date()): Promise<MembershipDto> {
    const [car] = await this.cars.ownOf(user.id, [carId]);
    if (!car) throw PlanErrors.carNotFound();
    return this.change(user, id, now, async (manager, m, plan) => {
      if (m.status === 'cancelled') throw PlanErrors.notActive();
      if (m.carId === carId) return;
      if (await manager.count(PlanMembershipEntity, { where: { customerId: user.id, carId, status: LIVE } })) throw PlanErrors.alreadyOnPlan();
      const unheld = await PlanVisitRelease.unheld(manager, m.id);
      Object.assign(m, { carId, vehicleType: car.vehicleType, nextVisitDate: unheld[0]?.visitDate ?? m.nextVisitDate });
      await manager.save(PlanMembershipEntity, m);
      const carName = `${car.make} ${car.model}`;
      await this.events.emit('plan.car-changed', { manager, membershipId: m.id, customerId: m.customerId, planId: m.planId, customer: user, planName: plan.name, carName, nextVisitDate: m.nextVisitDate });
      return PlanVisitRelease.forget(manager, unheld);
    });
  }

  /**
   * POST /api/plans/memberships/{id}/cancel: the plan ends at the end of its minimum term (the screen
   * states the date before confirming); visits up to then are still placed, those placed after it and
   * not yet held are cancelled.
   */
  async cancel(user: UserEntity, id: string, now = new Date()): Promise<MembershipDto> {
    const today = calendarDate(now);
    return this.change(user, id, now, async (manager, m, plan) => {
      if (m.status === 'cancelled') throw PlanErrors.notActive();
      const endsOn = cancellationEndsOn(m.startDate, plan.interval, plan.minimumVisits, today);
      Object.assign(m, { status: 'cancelled', endsOn, cancelledAt: now });
      await manager.save(PlanMembershipEntity, m);
      await this.events.emit('plan.cancelled', { manager, membershipId: m.id, customerId: m.customerId, planId: m.planId, customer: user, planName: plan.name, endsOn });
      // Visits placed after its last day are not the plan's any more (decision 0474).
      return PlanVisitRelease.forget(manager, (await PlanVisitRelease.unheld(manager, m.id)).filter((v) => v.visitDate > endsOn));
    });
  }

  /** The date a cancellation made now would end the plan on (what the screen states before confirming). */
  async cancellationDate(user: UserEntity, id: string, now = new Date()): Promise<{ endsOn: string }> {
    const m = await this.own(user, id);
    const plan = await this.manager.findOneByOrFail(MaintenancePlanEntity, { id: m.planId });
    return { endsOn: cancellationEndsOn(m.startDate, plan.interval, plan.minimumVisits, calendarDate(now)) };
  }

  private async own(user: UserEntity, id: string): Promise<PlanMembershipEntity> {
    const m = await this.manager.findOneBy(PlanMembershipEntity, { id, customerId: user.id });
    if (!m) throw PlanErrors.membershipNotFound();
    return m;
  }

  /**
   * One change of the membership, in a transaction; `work` returns the bookings of the visits it
   * forgot (PlanVisitRelease), which are cancelled and the plan placed again once it committed.
   */
  private async change(
    user: UserEntity,
    id: string,
    now: Date,
    work: (manager: DataSource['manager'], m: PlanMembershipEntity, plan: MaintenancePlanEntity) => Promise<string[] | void>,
  ): Promise<MembershipDto> {
    await this.own(user, id);
    const released = await this.manager.transaction(async (manager) => {
      // Read again inside the transaction, locked on MySQL, so two changes at once apply one after the
      // other (SQLite writes one transaction at a time already, and has no row locks).
      const locked = manager.connection?.options.type === 'mysql';
      const m = await manager.findOneOrFail(PlanMembershipEntity, { where: { id }, ...(locked ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
      const plan = await manager.findOneByOrFail(MaintenancePlanEntity, { id: m.planId });
      return work(manager, m, plan);
    });
    if (released) await this.release.replace(user, id, released, now);
    const [dto] = await this.toDtos([await this.own(user, id)], calendarDate(now));
    return dto;
  }

  private async toDtos(memberships: PlanMembershipEntity[], today: string): Promise<MembershipDto[]> {
    if (!memberships.length) return [];
    const plans = await this.manager.findBy(MaintenancePlanEntity, { id: In([...new Set(memberships.map((m) => m.planId))]) });
    const visits = await this.manager.find(PlanVisitEntity, { where: { membershipId: In(memberships.map((m) => m.id)) } });
    return memberships.map((m) => toMembershipDto(m, plans.find((p) => p.id === m.planId)!, visits, today));
  }
}

/** Each plan with its package (a plan whose package was withdrawn is not shown). */
function withPackages(plans: MaintenancePlanEntity[], packages: PackageEntity[]): Array<[MaintenancePlanEntity, PackageEntity]> {
  return plans.flatMap((plan) => {
    const pkg = packages.find((p) => p.id === plan.packageId);
    return pkg ? [[plan, pkg] as [MaintenancePlanEntity, PackageEntity]] : [];
  });
}

