import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Not, type DataSource, type EntityManager } from 'typeorm';
import { packageTypeOf, type CreatePackageInput, type UpdatePackageInput } from '@dd/contracts/admin-packages';
import type { PackageDto } from '@dd/contracts/package';
import { conflict, notFound } from '../../../common/api-exception';
import { PackageEntity } from '../package.entity';
import { toPackageDto } from '../package.mapper';
import type { UserEntity } from '../../../identity/users/user.entity';
import { AdminAudit } from '../../../audit/admin-audit';

/**
 * Package Management. Packages are never deleted (bookings keep theirs); an inactive one leaves the
 * public list, the wizard and booking at once, since those read isActive from the table.
 */
@Injectable()
export class AdminPackagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
  ) {}

  /** Every package, active and inactive, oldest first (the order they were made in). */
  async list(): Promise<PackageDto[]> {
    const rows = await this.dataSource.getRepository(PackageEntity).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toPackageDto);
  }

  async create(admin: UserEntity, input: CreatePackageInput): Promise<PackageDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.assertNameFree(manager, input.name);
      const saved = await manager.save(PackageEntity, manager.create(PackageEntity, { ...input, type: packageTypeOf(input.name) }));
      await this.audit.record(manager, admin, 'package', saved.id, 'created', { ...input });
      return saved.id;
    });
    return this.get(id);
  }

  /** Only the fields sent change; the type stays what it was made with (bookings and links use it). */
  async update(admin: UserEntity, id: string, changes: UpdatePackageInput): Promise<PackageDto> {
    await this.dataSource.transaction(async (manager) => {
      if (changes.name !== undefined) await this.assertNameFree(manager, changes.name, id);
      const { affected } = Object.keys(changes).length ? await manager.update(PackageEntity, { id }, changes) : { affected: await manager.countBy(PackageEntity, { id }) };
      if (!affected) throw notFound('Package not found');
      const action = Object.keys(changes).length === 1 && changes.isActive !== undefined ? (changes.isActive ? 'activated' : 'deactivated') : 'updated';
      await this.audit.record(manager, admin, 'package', id, action, { ...changes });
    });
    return this.get(id);
  }

  /**
   * Two packages whose names differ only in case, spaces or punctuation would share a `type`, which
   * bookings, links and the public list tell packages apart by: the second is refused.
   */
  private async assertNameFree(manager: EntityManager, name: string, exceptId?: string): Promise<void> {
    const type = packageTypeOf(name);
    const others = await manager.find(PackageEntity, { select: { id: true, name: true, type: true }, where: exceptId ? { id: Not(exceptId) } : {} });
    const taken = others.find((other) => other.type === type || packageTypeOf(other.name) === type);
    if (taken) throw conflict('ALREADY_EXISTS', `A package named "${taken.name}" already exists`, { fieldErrors: { name: `A package named "${taken.name}" already exists` } });
  }

  private async get(id: string): Promise<PackageDto> {
    return toPackageDto(await this.dataSource.getRepository(PackageEntity).findOneByOrFail({ id }));
  }
}
