import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import { coveredZips } from '@dd/domain/routing';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { CachedRead } from '../platform/cache/cached-read';
import { CacheVersions } from '../platform/cache/cache-versions';
import { Users } from '../identity/users/users';
import { SpecificDateAvailabilityEntity } from './specific-date-availability.entity';
import { ZIP_POINTS } from './travel-times';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';

/** An active DAD as availability plans with them: base, the ZIPs they cover (null: all), and their weekly hours. */
export interface RosterDad {
  id: string;
  /** What a new booking's answer shows of its DAD. */
  firstName: string;
  lastName: string;
  homeZip: string | null;
  covered: ReadonlySet<string> | null;
  weekly: readonly WeeklyAvailabilityEntity[];
}

/**
 * What changes a roster: a DAD's name, role, activity, base or coverage, and weekly hours. A DAD's specific dates
 * too, so one made with only those (no weekly hours yet) joins the roster when they are added. Any other
 * write to users (a booking raising a customer's count) leaves it cached.
 */
const ROSTER_DEPENDS_ON = ['users.firstName', 'users.lastName', 'users.role', 'users.isActive', 'users.homeZip', 'users.coverageZips', 'users.coverageRadiusMiles', 'weekly_availability', 'specific_date_availability'];

/** What the roster keeps: the DADs, and every DAD's specific dates from `since` on. */
interface Kept {
  dads: RosterDad[];
  specific: SpecificDateAvailabilityEntity[];
  since: string;
}

/**
 * The active DADs with their coverage and weekly hours, and the DADs' specific dates from the day before it
 * was read, read once and kept until one of them changes on any instance (CacheVersions: at once here, within
 * a second elsewhere): every booking and every windows list used to read all DADs and all their weekly rows,
 * work out each one's covered ZIPs, and read the days' specific dates, per request.
 */
@Injectable()
export class DadRoster {
  private readonly current: CachedRead<Kept>;

  constructor(
    private readonly users: Users,
    @InjectRepository(WeeklyAvailabilityEntity) private readonly weekly: Repository<WeeklyAvailabilityEntity>,
    @InjectRepository(SpecificDateAvailabilityEntity) private readonly specific: Repository<SpecificDateAvailabilityEntity>,
    versions: CacheVersions,
  ) {
    this.current = new CachedRead(versions, ROSTER_DEPENDS_ON, () => this.load());
  }

  /** The active DADs, by id. */
  async dads(): Promise<RosterDad[]> {
    return (await this.current.get()).dads;
  }

  /** Every DAD's specific dates in [from, to] (calendar dates), from what is kept; undefined when `from` is before what it keeps (read them). */
  async specificBetween(from: string, to: string): Promise<SpecificDateAvailabilityEntity[] | undefined> {
    const { specific, since } = await this.current.get();
    return from < since ? undefined : specific.filter((s) => s.date >= from && s.date <= to);
  }

  private async load(): Promise<Kept> {
    // From yesterday: a roster read just before midnight still holds the new day's dates.
    const since = addDays(calendarDate(new Date()), -1);
    const [dads, weekly, specific] = await Promise.all([this.users.activeDads('id'), this.weekly.find(), this.specific.find({ where: { date: MoreThanOrEqual(since) } })]);
    return {
      dads: dads.map(({ id, firstName, lastName, homeZip, coverageZips, coverageRadiusMiles }) => ({
        id,
        firstName,
        lastName,
        homeZip,
        covered: coveredZips({ homeZip, zips: coverageZips, radiusMiles: coverageRadiusMiles }, ZIP_POINTS),
        weekly: weekly.filter((w) => w.dadId === id),
      })),
      specific,
      since,
    };
  }
}
