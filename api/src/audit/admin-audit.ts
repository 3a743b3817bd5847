import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AdminAuditDto, AdminAuditEntityType, AdminAuditQuery } from '@dd/contracts/admin-audit';
import { mapPage, paginate, type PagedList } from '../common/paging';
import { UserEntity } from '../identity/users/user.entity';
import { AdminAuditEntity } from './admin-audit.entity';

type AuditRow = AdminAuditEntity & { actor?: UserEntity | null };

/** The admin_audit log: written in the transaction of the change it records. */
@Injectable()
export class AdminAudit {
  constructor(@InjectRepository(AdminAuditEntity) private readonly audit: Repository<AdminAuditEntity>) {}

  record(manager: EntityManager, actor: Pick<UserEntity, 'id'>, entityType: AdminAuditEntityType, entityId: string, action: string, details: Record<string, unknown> = {}): Promise<unknown> {
    return manager.save(AdminAuditEntity, manager.create(AdminAuditEntity, { entityType, entityId, action, actorId: actor.id, details }));
  }

  /** GET /api/admin/audit: newest first, with the admin's name (one join, so one query per page). */
  async list(query: AdminAuditQuery): Promise<PagedList<AdminAuditDto>> {
    const qb = this.audit.createQueryBuilder('a').leftJoinAndMapOne('a.actor', UserEntity, 'actor', 'actor.id = a.actorId');
    if (query.entityType) qb.andWhere('a.entityType = :entityType', { entityType: query.entityType });
    if (query.entityId) qb.andWhere('a.entityId = :entityId', { entityId: query.entityId });
    const page = await paginate<AdminAuditEntity, AuditRow>(
      qb,
      query,
      { sort: { expr: 'a.createdAt', dir: 'DESC', valueOf: (r) => r.createdAt }, id: { expr: 'a.id', valueOf: (r) => r.id } },
      { fetch: (q) => q.getMany() },
    );
    return mapPage(page, (row) => ({
      id: row.id,
      entityType: row.entityType,
      entityId: row.entityId,
      action: row.action,
      actor: row.actor ? { id: row.actor.id, firstName: row.actor.firstName, lastName: row.actor.lastName } : null,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
