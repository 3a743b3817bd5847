import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AddOnDto, CreateAddOnInput, UpdateAddOnInput } from '@dd/contracts/add-on';
import { invalidField, notFound } from '../../../common/api-exception';
import { AddOnEntity, AddOnPackageEntity } from '../add-on.entity';
import { AddOnsService } from '../add-ons.service';
import { PackageEntity } from '../../packages/package.entity';
import type { UserEntity } from '../../../identity/users/user.entity';
import { AdminAudit } from '../../../audit/admin-audit';

/**
 * Add-on management. Add-ons are never deleted (bookings name them); an inactive one leaves the
 * wizard and checkout at once, since both read isActive from the table.
 */
@Injectable()
export class AdminAddOnsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly addOns: AddOnsService,
    private readonly audit: AdminAudit,
  ) {}

  /** Every add-on, active and inactive. */
  list(): Promise<AddOnDto[]> {
    return this.addOns.find();
  }

  async create(admin: UserEntity, input: CreateAddOnInput): Promise<AddOnDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      const { packageIds, ...fields } = input;
      await this.assertPackages(manager, packageIds);
      const saved = await manager.save(AddOnEntity, manager.create(AddOnEntity, fields));
      await manager.insert(AddOnPackageEntity, packageIds.map((packageId) => ({ addOnId: saved.id, packageId })));
      await this.audit.record(manager, admin, 'add_on', saved.id, 'created', { ...input });
      return saved.id;
    });
    return this.get(id);
  }

  /** Only the fields sent change; packageIds, when sent, replaces the whole set. */
  async update(admin: UserEntity, id: string, changes: UpdateAddOnInput): Promise<AddOnDto> {
    await this.dataSource.transaction(async (manager) => {
      const { packageIds, ...fields } = changes;
      if (!(await manager.existsBy(AddOnEntity, { id }))) throw notFound('Add-on not found');
      if (Object.keys(fields).length) await manager.update(AddOnEntity, { id }, fields);
      if (packageIds) {
        await this.assertPackages(manager, packageIds);
        await manager.delete(AddOnPackageEntity, { addOnId: id });
        await manager.insert(AddOnPackageEntity, packageIds.map((packageId) => ({ addOnId: id, packageId })));
      }
      const action = Object.keys(changes).length === 1 && changes.isActive !== undefined ? (changes.isActive ? 'activated' : 'deactivated') : 'updated';
      await this.audit.record(manager, admin, 'add_on', id, action, { ...changes });
    });
    return this.get(id);
  }

  private async assertPackages(manager: EntityManager, packageIds: string[]): Promise<void> {
    const found = await manager.countBy(PackageEntity, { id: In(packageIds) });
    if (found !== packageIds.length) throw invalidField('packageIds', 'Package not found');
  }

  private async get(id: string): Promise<AddOnDto> {
    const [addOn] = await this.addOns.find({ id });
    if (!addOn) throw notFound('Add-on not found');
    return addOn;
  }
}
