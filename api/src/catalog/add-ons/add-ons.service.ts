import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import type { AddOnDto } from '@dd/contracts/add-on';
import { CachedRead } from '../../platform/cache/cached-read';
import { CacheVersions } from '../../platform/cache/cache-versions';
import { PackageEntity } from '../packages/package.entity';
import { AddOnEntity, AddOnPackageEntity } from './add-on.entity';
import { toAddOnDtos } from './add-on.mapper';

/** Reads of add-ons with their packages, for the public list and the admin's. */
@Injectable()
export class AddOnsService {
  /** Read by every visitor of the wizard, changed by admins: cached until an add-on or package changes on any instance. */
  private readonly active: CachedRead<AddOnDto[]>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource, versions: CacheVersions) {
    this.active = new CachedRead(versions, ['add_ons', 'add_on_packages', 'packages'], () => this.activeNow());
  }

  /** GET /api/add-ons: active add-ons, cheapest first, each with the active packages it goes with (none left: not listed). */
  listActive(): Promise<AddOnDto[]> {
    return this.active.get();
  }

  /** Add-ons matching `where`, cheapest first, with their packages. */
  async find(where: FindOptionsWhere<AddOnEntity> = {}, manager: EntityManager = this.dataSource.manager): Promise<AddOnDto[]> {
    const addOns = await manager.find(AddOnEntity, { where, order: { basePriceSedans: 'ASC', name: 'ASC' } });
    const links = addOns.length ? await manager.findBy(AddOnPackageEntity, { addOnId: In(addOns.map((a) => a.id)) }) : [];
    return toAddOnDtos(addOns, links);
  }

  private async activeNow(): Promise<AddOnDto[]> {
    const active = new Set((await this.dataSource.manager.find(PackageEntity, { select: { id: true }, where: { isActive: true } })).map((p) => p.id));
    return (await this.find({ isActive: true }))
      .map((addOn) => ({ ...addOn, packageIds: addOn.packageIds.filter((id) => active.has(id)) }))
      .filter((addOn) => addOn.packageIds.length > 0);
  }
}
