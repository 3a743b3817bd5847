import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, MoreThanOrEqual, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Role } from '@dd/contracts/roles';
import { whereNameOrEmail } from '../../common/admin-search';
import { normalizeEmail } from './users.service';
import { UserEntity } from './user.entity';

/** A person as a list or a message names them. */
export type PersonName = Pick<UserEntity, 'id' | 'firstName' | 'lastName'>;

/** What scheduling needs of a DAD: who they are, their base and what they cover. */
export type DadBase = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'homeZip' | 'coverageZips' | 'coverageRadiusMiles'>;

const DAD_BASE = { id: true, firstName: true, lastName: true, homeZip: true, coverageZips: true, coverageRadiusMiles: true } as const;

/**
 * The users table, for the features that are not identity: every read and write they need of a
 * person, by name. Identity owns the table (tools/lint/table-owners.mjs); the others ask here. A
 * method that takes a manager runs in the caller's transaction; the others read on their own.
 */
@Injectable()
export class Users {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The person, or null. */
  byId(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { id });
  }

  /** The person, who must exist (TypeORM's EntityNotFoundError otherwise). */
  byIdOrFail(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity> {
    return manager.findOneByOrFail(UserEntity, { id });
  }

  /** The customer with this id, or null (a DAD's or an admin's id answers null too). */
  customer(id: string): Promise<UserEntity | null> {
    return this.dataSource.manager.findOneBy(UserEntity, { id, role: 'customer' });
  }

  /** The names of these people, by id; an id nobody has is left out. */
  async namesOf(ids: Iterable<string>, manager: EntityManager = this.dataSource.manager): Promise<Map<string, PersonName>> {
    const unique = [...new Set(ids)];
    const rows = unique.length ? await manager.find(UserEntity, { where: { id: In(unique) }, select: { id: true, firstName: true, lastName: true } }) : [];
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Whether an account has this email (in any case or padding). */
  hasEmail(email: string): Promise<boolean> {
    return this.dataSource.manager.existsBy(UserEntity, { email: normalizeEmail(email) });
  }

  /** Removes the account (an account opened for a checkout that then failed). */
  remove(manager: EntityManager, id: string): Promise<unknown> {
    return manager.delete(UserEntity, { id });
  }

  activeAdmins(manager: EntityManager = this.dataSource.manager): Promise<UserEntity[]> {
    return manager.findBy(UserEntity, { role: 'admin', isActive: true });
  }

  /** Every active DAD's base and coverage, by id or by name (then id). */
  activeDads(order: 'id' | 'name'): Promise<DadBase[]> {
    return this.dataSource.manager.find(UserEntity, {
      where: { role: 'dad', isActive: true },
      select: DAD_BASE,
      order: order === 'id' ? { id: 'ASC' } : { firstName: 'ASC', lastName: 'ASC', id: 'ASC' },
    });
  }

  /** One DAD's base and coverage (EntityNotFoundError when there is no such person). */
  dadBase(id: string): Promise<DadBase> {
    return this.dataSource.manager.findOneOrFail(UserEntity, { where: { id }, select: DAD_BASE });
  }

  /**
   * The people of `role` (everyone when null), as a query (alias `u`) a list pages and adds its own
   * figures to; narrowed to names or emails starting with `q` when given (common/admin-search).
   */
  listOf(role: Role | null, q?: string): SelectQueryBuilder<UserEntity> {
    const qb = this.dataSource.manager.createQueryBuilder(UserEntity, 'u');
    if (role) qb.where('u.role = :role', { role });
    return q ? whereNameOrEmail(qb, 'u', q) : qb;
  }

  /** The ids of people whose name or email starts with `q`, as a subquery (alias `u`) to filter by. */
  idsMatching(q: string): SelectQueryBuilder<UserEntity> {
    return whereNameOrEmail(this.dataSource.manager.createQueryBuilder(UserEntity, 'u').select('u.id'), 'u', q);
  }

  /** The admin's Customers tiles: how many customers, their bookings, their average points. */
  async customerTotals(): Promise<{ customers: number; bookings: number; avgPoints: number }> {
    const row = await this.listOf('customer')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(u.bookingCount)', 'bookings')
      .addSelect('AVG(u.washPoints)', 'avgPoints')
      .getRawOne<{ total: string | number; bookings: string | number | null; avgPoints: string | number | null }>();
    return { customers: Number(row?.total ?? 0), bookings: Number(row?.bookings ?? 0), avgPoints: Number(row?.avgPoints ?? 0) };
  }

  /** The admin's DAD tiles: how many DADs, and how many of them active. */
  async dadCounts(): Promise<{ total: number; active: number }> {
    const row = await this.listOf('dad')
      .select('COUNT(*)', 'total')
      .addSelect('COUNT(CASE WHEN u.isActive = :yes THEN 1 END)', 'active')
      .setParameter('yes', true)
      .getRawOne<{ total: string | number; active: string | number }>();
    return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
  }

  /** Turns a DAD's account on or off; false when there is no such DAD. */
  async setDadActive(manager: EntityManager, id: string, isActive: boolean): Promise<boolean> {
    const { affected } = await manager.update(UserEntity, { id, role: 'dad' }, { isActive });
    return !!affected;
  }

  /** Sets a DAD's base and coverage; false when there is no such DAD. */
  async setDadCoverage(manager: EntityManager, id: string, coverage: Pick<UserEntity, 'homeZip' | 'coverageZips' | 'coverageRadiusMiles'>): Promise<boolean> {
    const { affected } = await manager.update(UserEntity, { id, role: 'dad' }, coverage);
    return !!affected;
  }

  /** A booking was inserted for the customer: their booking count goes up in the insert's transaction. */
  async countBooking(manager: EntityManager, customerId: string): Promise<void> {
    await manager.increment(UserEntity, { id: customerId }, 'bookingCount', 1);
  }

  /** Adds to (or, negative, takes from) the person's wash points balance. The ledger (loyalty) is the one caller. */
  async addPoints(manager: EntityManager, id: string, amount: number): Promise<void> {
    await manager.increment(UserEntity, { id }, 'washPoints', amount);
  }

  /** Takes `cost` points only if the balance covers them (a conditional update); false when it does not. */
  async spendPoints(manager: EntityManager, id: string, cost: number): Promise<boolean> {
    const { affected } = await manager.decrement(UserEntity, { id, washPoints: MoreThanOrEqual(cost) }, 'washPoints', cost);
    return !!affected;
  }

  /**
   * The customer whose id ends in this referral code: exactly one customer, or null (no one, or
   * a code too short to name one person).
   */
  async customerByReferralCode(code: string): Promise<UserEntity | null> {
    const found = await this.listOf('customer').andWhere('u.id LIKE :suffix', { suffix: `%${code.toLowerCase()}` }).take(2).getMany();
    return found.length === 1 ? found[0] : null;
  }

  /** Records who referred the customer, once (a referrer already recorded stays). */
  async setReferrer(customerId: string, referrerId: string): Promise<void> {
    await this.dataSource.manager.update(UserEntity, { id: customerId, referredById: IsNull() }, { referredById: referrerId });
  }

  /** Keeps the person's gateway customer, only if it is still `was` (two first payments racing keep one). */
  async setGatewayCustomer(id: string, was: string | null, gatewayCustomerId: string): Promise<boolean> {
    return !!(await this.dataSource.manager.update(UserEntity, { id, stripeCustomerId: was ?? IsNull() }, { stripeCustomerId: gatewayCustomerId })).affected;
  }

  /** A profile photo finished processing: whoever has it as their photo gets its URL. */
  async profilePhotoReady(manager: EntityManager, imageId: string, url: string): Promise<void> {
    await manager.update(UserEntity, { profilePhotoId: imageId }, { profilePhotoUrl: url });
  }

  /** An image is deleted: whoever had it as their photo has none. */
  async profilePhotoGone(manager: EntityManager, imageId: string): Promise<void> {
    await manager.update(UserEntity, { profilePhotoId: imageId }, { profilePhotoId: null, profilePhotoUrl: null });
  }

  /** The person whose profile photo this image is, or null. */
  profilePhotoOwner(imageId: string, uploaderId: string): Promise<Pick<UserEntity, 'id'> | null> {
    return this.dataSource.manager.findOne(UserEntity, { where: { id: uploaderId, profilePhotoId: imageId }, select: { id: true } });
  }
}
