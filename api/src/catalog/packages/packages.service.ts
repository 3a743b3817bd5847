import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
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

  /** What customers can book: active packages, cheapest first. */
  listActive(): Promise<PackageEntity[]> {
    return this.active.get();
  }
}
