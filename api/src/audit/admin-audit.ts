import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AdminAuditDto, AdminAuditEntityType, AdminAuditQuery } from '@dd/contracts/admin-audit';
import { mapPageAsync, paginate, type PagedList } from '../common/paging';
import { AdminAuditEntity } from './admin-audit.entity';

/** Who acted, as the log shows them. */
export interface AuditActor {
  id: string;
  firstName: string;
  lastName: string;
}

export const AUDIT_ACTORS = Symbol('AuditActors');
/**
 * Identity: the people who acted, by id. Audit sits below identity and keeps only the actor's id;
 * identity implements this and the composition root binds it (decision record 0302).
 */
export interface AuditActors {
  /** Those of `ids` whose account still exists. */
  named(ids: string[]): Promise<AuditActor[]>;
}

/** The admin_audit log: written in the transaction of the change it records. */
@Injectable()
export class AdminAudit {
  constructor(
    @InjectRepository(AdminAuditEntity) private readonly audit: Repository<AdminAuditEntity>,
    @Inject(AUDIT_ACTORS) private readonly actors: AuditActors,
  ) {}

  record(manager: EntityManager, actor: { id: string }, entityType: AdminAuditEntityType, entityId: string, action: string, details: Record<string, unknown> = {}): Promise<unknown> {
    return manager.save(AdminAuditEntity, manager.create(AdminAuditEntity, { entityType, entityId, action, actorId: actor.id, details }));
  }

  /** GET /api/admin/audit: newest first, with the admin's name (two queries per page: the rows, then their actors). */
  async list(query: AdminAuditQuery): Promise<PagedList<AdminAuditDto>> {
    const qb = this.audit.createQueryBuilder('a');
    if (query.entityType) qb.andWhere('a.entityType = :entityType', { entityType: query.entityType });
    if (query.entityId) qb.andWhere('a.entityId = :entityId', { entityId: query.entityId });
    const page = await paginate(qb, query, { sort: { expr: 'a.createdAt', dir: 'DESC', valueOf: (r) => r.createdAt }, id: { expr: 'a.id', valueOf: (r) => r.id } });
    return mapPageAsync(page, async (rows) => {
      const ids = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
      const actors = ids.length ? await this.actors.named(ids) : [];
      return rows.map((row) => ({
        id: row.id,
        entityType: row.entityType,
        entityId: row.entityId,
        action: row.action,
        actor: actors.find((actor) => actor.id === row.actorId) ?? null,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      }));
    });
  }
}
