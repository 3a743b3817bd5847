import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { calendarDate, zonedInstant } from '@dd/domain/time-windows';
import { DAD_COVERAGE_MESSAGES, DAD_DEACTIVATION_MESSAGES, type AdminDadDeactivationDto, type AdminDadDto, type AdminDadSummaryDto, type AdminDadUpdateResponse, type DadCoverageDto, type NewDadRequest } from '@dd/contracts/admin-dads';
import type { PageQuery } from '@dd/contracts/paging';
import { actorOf, BookingEvents } from '../bookings/booking-events';
import type { BookingEntity } from '../bookings/booking.entity';
import { BookingRepository } from '../bookings/booking.repository';
import { toBookingSummaries, toBookingSummary } from '../bookings/booking.mapper';
import { ApiException, conflict, invalidField, notFound } from '../common/api-exception';
import { mapPage, paginate, type PagedList } from '../common/paging';
import { rawDate } from '../common/raw-date';
import { toMoneyString } from '../platform/database/decimal.transformer';
import type { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';
import { UsersService } from '../identity/users/users.service';
import { SettingsService } from '../settings/settings.service';
import { AdminAudit } from '../audit/admin-audit';
import { DadAvailabilityService } from '../scheduling/dad-availability.service';

type DadRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  isActive: number | boolean;
  createdAt: Date | string;
  totalBookings: number | string;
  totalRevenue: string | number | null;
  homeZip: string | null;
  coverageZips: string | null;
  coverageRadiusMiles: number | string | null;
};

/** The DAD's completed bookings and their money, as correlated subqueries (served by IDX_bookings_dadId). */
const COMPLETED = "FROM bookings db WHERE db.dadId = u.id AND db.status = 'completed'";

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Manage DADs and Add New DAD: DAD accounts only, whatever a request says about roles. */
@Injectable()
export class AdminDadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly people: Users,
    private readonly audit: AdminAudit,
    private readonly settings: SettingsService,
    private readonly events: BookingEvents,
    private readonly hours: DadAvailabilityService,
  ) {}

  async list(query: PageQuery): Promise<PagedList<AdminDadDto>> {
    const filtered = () => this.people.listOf('dad', query.q);
    const page = await paginate<UserEntity, DadRow>(
      this.withTotals(filtered()),
      query,
      { sort: { expr: 'u.createdAt', dir: 'DESC', valueOf: (r) => rawDate(r.createdAt) }, id: { expr: 'u.id', valueOf: (r) => r.id } },
      { fetch: (q) => q.getRawMany(), count: () => filtered().getCount() },
    );
    return mapPage(page, toDadDto);
  }

  async summary(): Promise<AdminDadSummaryDto> {
    const [counts, revenue] = await Promise.all([this.people.dadCounts(), BookingRepository.completedRevenueOfDads(this.dataSource.manager)]);
    return { totalDads: counts.total, activeDads: counts.active, totalRevenue: toMoneyString(revenue ?? 0) };
  }

  /** POST /api/admin/dads: a DAD account with the initial password the admin chose (409 when the email is taken). */
  /**
   * Add New DAD: the account, then (when sent) where they work and their weekly hours, through the same
   * rules as the DAD page's coverage editor and the DAD's own weekly hours. The coverage is checked
   * against the service area before the account is made, so a refused ZIP leaves no half-made DAD.
   */
  async create(admin: UserEntity, { coverage, weeklyHours, ...input }: NewDadRequest & { phone: string }): Promise<AdminDadDto> {
    if (coverage) await this.refuseOutsideArea(coverage);
    const dad = await this.users.create({ ...input, role: 'dad' }).catch((error: unknown) => {
      // users.create refuses a taken email (and a race for one) in words for someone signing up; the admin hears it plainly.
      throw error instanceof ApiException && error.code === 'EMAIL_TAKEN' ? conflict('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE) : error;
    });
    await this.audit.record(this.dataSource.manager, admin, 'dad', dad.id, 'created', { email: dad.email, firstName: dad.firstName, lastName: dad.lastName });
    if (coverage) await this.setCoverage(admin, dad.id, coverage);
    if (weeklyHours?.length) {
      const hours = await this.hours.replaceWeekly(dad.id, { availabilities: weeklyHours });
      await this.audit.record(this.dataSource.manager, admin, 'dad', dad.id, 'hours_changed', { weekly: hours });
    }
    return this.get(dad.id);
  }

  /** GET /api/admin/dads/{id}/deactivation: the jobs a deactivation would touch, asked before it. */
  async deactivation(id: string): Promise<AdminDadDeactivationDto> {
    await this.get(id);
    const [inProgress, upcoming] = await Promise.all([this.jobs(this.dataSource.manager, id, ['in_progress']), this.jobs(this.dataSource.manager, id, ['pending', 'confirmed'])]);
    return { inProgress: inProgress.map(toBookingSummary), upcoming: upcoming.map(toBookingSummary) };
  }

  /**
   * Deactivate or reactivate. A deactivated DAD cannot sign in (their sessions end at once, as the
   * user is reloaded on each request) and is offered no new bookings. A DAD with a job in progress is
   * refused (409 JOB_IN_PROGRESS): signing them out mid-job would strand the customer. Their jobs not
   * started yet, from today on, lose their DAD and time claims in the same transaction, so Dispatch
   * and "Needs your attention" show them unassigned until reassigned; the answer lists them.
   */
  async setActive(admin: UserEntity, id: string, isActive: boolean): Promise<AdminDadUpdateResponse> {
    const unassigned = await this.dataSource.transaction(async (manager) => {
      if (!(await this.people.setDadActive(manager, id, isActive))) throw notFound('DAD not found');
      if (isActive) {
        await this.audit.record(manager, admin, 'dad', id, 'reactivated');
        return [];
      }
      const running = await this.jobs(manager, id, ['in_progress']);
      if (running.length) {
        const dad = await this.people.byIdOrFail(id, manager);
        throw conflict('JOB_IN_PROGRESS', DAD_DEACTIVATION_MESSAGES.jobsInProgress(`${dad.firstName} ${dad.lastName}`, running.length));
      }
      const upcoming = await this.jobs(manager, id, ['pending', 'confirmed']);
      // Each move is conditional on the booking still waiting: one started meanwhile fails the whole deactivation.
      // Announced as reassigned to nobody: scheduling frees the time in this transaction.
      for (const booking of upcoming) {
        if (!(await BookingRepository.unassignWaiting(manager, booking.id, id))) throw conflict('BOOKING_CHANGED', 'A booking of this DAD changed meanwhile. Please try again.');
        await this.events.record(manager, booking.id, 'dad_assigned', actorOf(admin), { fromDadId: id, dadId: null, reason: 'dad_deactivated' });
      }
      await this.audit.record(manager, admin, 'dad', id, 'deactivated', { unassignedBookingIds: upcoming.map((b) => b.id) });
      return upcoming;
    });
    const unassignedNow = unassigned.map((b) => Object.assign(b, { dadId: null, dad: null }));
    return { dad: await this.get(id), upcomingBookings: await toBookingSummaries(this.dataSource.manager, unassignedNow) };
  }

  /** The DAD's jobs in progress (any day), or not started yet from the start of today (business time); soonest first. */
  private jobs(manager: EntityManager, dadId: string, status: Array<'pending' | 'confirmed'> | ['in_progress']): Promise<BookingEntity[]> {
    const from = status[0] === 'in_progress' ? undefined : zonedInstant(calendarDate(new Date()), '00:00');
    return BookingRepository.jobsOfDad(manager, dadId, status, from);
  }

  /**
   * PUT /api/admin/dads/{id}/coverage: the DAD's base and the ZIPs or radius they cover, every ZIP
   * inside the service area. From now on they are offered and assigned only bookings inside it; the
   * bookings they already have stay theirs (the dispatch board shows them for reassignment).
   */
  async setCoverage(admin: UserEntity, id: string, coverage: DadCoverageDto): Promise<AdminDadDto> {
    await this.refuseOutsideArea(coverage);
    const values = {
      homeZip: coverage.homeZip,
      coverageZips: coverage.coverageZips?.length ? [...new Set(coverage.coverageZips)].sort() : null,
      coverageRadiusMiles: coverage.coverageRadiusMiles,
    };
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.people.setDadCoverage(manager, id, values))) throw notFound('DAD not found');
      await this.audit.record(manager, admin, 'dad', id, 'coverage_changed', values);
    });
    return this.get(id);
  }

  /** A base or covered ZIP outside the service area is refused (400), naming them. */
  private async refuseOutsideArea(coverage: DadCoverageDto): Promise<void> {
    const area = new Set((await this.settings.get()).serviceAreaZipCodes);
    const zips = [...(coverage.homeZip ? [coverage.homeZip] : []), ...(coverage.coverageZips ?? [])];
    const outside = area.size ? [...new Set(zips.filter((zip) => !area.has(zip)))] : [];
    if (outside.length) throw invalidField(coverage.homeZip && !area.has(coverage.homeZip) ? 'homeZip' : 'coverageZips', DAD_COVERAGE_MESSAGES.outsideAreaZips(outside));
  }

  private async get(id: string): Promise<AdminDadDto> {
    const row = await this.withTotals(this.people.listOf(null).where('u.id = :id', { id })).getRawOne<DadRow>();
    if (!row) throw notFound('DAD not found');
    return toDadDto(row);
  }

  private withTotals(qb: ReturnType<DataSource['createQueryBuilder']>) {
    return qb
      .select([
        'u.id AS id',
        'u.firstName AS firstName',
        'u.lastName AS lastName',
        'u.email AS email',
        'u.phone AS phone',
        'u.isActive AS isActive',
        'u.createdAt AS createdAt',
        'u.homeZip AS homeZip',
        'u.coverageZips AS coverageZips',
        'u.coverageRadiusMiles AS coverageRadiusMiles',
      ])
      .addSelect(`(SELECT COUNT(*) ${COMPLETED})`, 'totalBookings')
      .addSelect(`(SELECT SUM(db.totalAmount) ${COMPLETED})`, 'totalRevenue');
  }
}

function toDadDto(row: DadRow): AdminDadDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    isActive: Boolean(Number(row.isActive)),
    totalBookings: Number(row.totalBookings),
    totalRevenue: toMoneyString(row.totalRevenue ?? 0),
    createdAt: rawDate(row.createdAt).toISOString(),
    coverage: {
      homeZip: row.homeZip,
      // simple-json read raw: the JSON text.
      coverageZips: row.coverageZips ? (JSON.parse(row.coverageZips) as string[]) : null,
      coverageRadiusMiles: row.coverageRadiusMiles == null ? null : Number(row.coverageRadiusMiles),
    },
  };
}
