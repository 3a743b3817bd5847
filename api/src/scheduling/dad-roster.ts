import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { coveredZips } from '@dd/domain/routing';
import { CachedRead } from '../platform/cache/cached-read';
import { CacheVersions } from '../platform/cache/cache-versions';
import { Users } from '../identity/users/users';
import { ZIP_POINTS } from './travel-times';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';

/** An active DAD as availability plans with them: base, the ZIPs they cover (null: all), and their weekly hours. */
export interface RosterDad {
  id: string;
  homeZip: string | null;
  covered: ReadonlySet<string> | null;
  weekly: readonly WeeklyAvailabilityEntity[];
}

/**
 * What changes a roster: a DAD's role, activity, base or coverage, and weekly hours. A DAD's specific dates
 * too, so one made with only those (no weekly hours yet) joins the roster when they are added. Any other
 * write to users (a booking raising a customer's count) leaves it cached.
 */
const ROSTER_DEPENDS_ON = ['users.role', 'users.isActive', 'users.homeZip', 'users.coverageZips', 'users.coverageRadiusMiles', 'weekly_availability', 'specific_date_availability'];

/**
 * The active DADs with their coverage and weekly hours, read once and kept until one of them changes on any
 * instance (CacheVersions: at once here, within a second elsewhere): every booking and every windows list
 * used to read all DADs and all their weekly rows, and work out each one's covered ZIPs, per request.
 */
@Injectable()
export class DadRoster {
  private readonly current: CachedRead<RosterDad[]>;

  constructor(
    private readonly users: Users,
    @InjectRepository(WeeklyAvailabilityEntity) private readonly weekly: Repository<WeeklyAvailabilityEntity>,
    versions: CacheVersions,
  ) {
    this.current = new CachedRead(versions, ROSTER_DEPENDS_ON, () => this.load());
  }

  /** The active DADs, by id. */
  dads(): Promise<RosterDad[]> {
    return this.current.get();
  }

  private async load(): Promise<RosterDad[]> {
    const [dads, weekly] = await Promise.all([this.users.activeDads('id'), this.weekly.find()]);
    return dads.map(({ id, homeZip, coverageZips, coverageRadiusMiles }) => ({
      id,
      homeZip,
      covered: coveredZips({ homeZip, zips: coverageZips, radiusMiles: coverageRadiusMiles }, ZIP_POINTS),
      weekly: weekly.filter((w) => w.dadId === id),
    }));
  }
}
