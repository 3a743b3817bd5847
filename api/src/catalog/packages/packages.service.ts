import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CachedRead } from '../../platform/cache/cached-read';
import { CacheVersions } from '../../platform/cache/cache-versions';
import { PackageEntity } from './package.entity';

@Injectable()
export class PackagesService {
  /** Read by every visitor, changed by admins: cached until a package changes on any instance. */
  private readonly active: CachedRead<PackageEntity[]>;

  constructor(@InjectRepository(PackageEntity) private readonly packages: Repository<PackageEntity>, versions: CacheVersions) {
    this.active = new CachedRead(versions, ['packages'], () =>
      this.packages.find({ where: { isActive: true }, order: { basePriceSedans: 'ASC', name: 'ASC' } }),
    );
  }

  /** The package if customers can book it, else null. */
  activeById(id: string): Promise<PackageEntity | null> {
    return this.packages.findOneBy({ id, isActive: true });
  }

  /** The packages done inside the car only, active or not (a booking keeps its package). */
  async interiorOnlyIds(): Promise<Set<string>> {
    return new Set((await this.packages.find({ select: { id: true }, where: { interiorOnly: true } })).map((p) => p.id));
  }

  /** What customers can book: active packages, cheapest first. */
  listActive(): Promise<PackageEntity[]> {
    return this.active.get();
  }
}

/** A package's length in minutes, in the caller's transaction: a booking's unless its checkout priced more. */
export async function packageDuration(manager: EntityManager, packageId: string): Promise<number> {
  return (await manager.findOneByOrFail(PackageEntity, { id: packageId })).durationMinutes;
}
