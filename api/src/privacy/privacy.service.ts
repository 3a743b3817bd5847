import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { DELETION_DEADLINE_DAYS, type PrivacyRequestDto, type PrivacyRequestQuery } from '@dd/contracts/privacy';
import { AdminAudit } from '../audit/admin-audit';
import { BookingsPersonalData } from '../bookings/bookings.personal-data';
import { mapPage, paginate, type PagedList } from '../common/paging';
import type { UserEntity } from '../identity/users/user.entity';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../platform/personal-data/personal-data';
import { FileStorage } from '../platform/storage/file-storage';
import { PrivacyRequestEntity } from './privacy-request.entity';
import { PrivacyErrors } from './privacy.errors';

const DAY_MS = 24 * 3600 * 1000;

export interface Holder {
  name: string;
  tables: string[];
  data: PersonalData;
}

/**
 * A customer's right to know and to delete (CCPA). Every feature that keeps personal data says so with
 * @HoldsPersonalData; this finds them all, so a download holds every table that names the person and a
 * deletion reaches each of them in one transaction.
 */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger('Privacy');
  private found?: Holder[];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(PrivacyRequestEntity) private readonly requests: Repository<PrivacyRequestEntity>,
    private readonly discovery: DiscoveryService,
    private readonly bookings: BookingsPersonalData,
    private readonly storage: FileStorage,
    private readonly audit: AdminAudit,
  ) {}

  /** Every holder of personal data in this API, by provider name: found once, the first time it is asked. */
  holders(): Holder[] {
    return (this.found ??= this.discovery
      .getProviders({ metadataKey: HoldsPersonalData.KEY })
      .filter((wrapper) => wrapper.instance)
      .map((wrapper) => ({ name: wrapper.name, tables: this.discovery.getMetadataByDecorator(HoldsPersonalData, wrapper)?.tables ?? [], data: wrapper.instance as PersonalData })));
  }

  /**
   * GET /api/privacy/export: everything held about the signed-in customer, read in one transaction (one
   * snapshot: MariaDB's default isolation is REPEATABLE READ; SQLite's is serializable).
   */
  async exportFor(user: UserEntity): Promise<Record<string, unknown>> {
    const sections = await this.dataSource.transaction(async (manager) => {
      const subject = await this.subjectOf(user.id, manager);
      const parts = await Promise.all(this.holders().map((holder) => holder.data.exportFor(subject, manager)));
      return Object.assign({}, ...parts) as Record<string, unknown>;
    });
    await this.requests.save(this.requests.create({ userId: user.id, kind: 'export', status: 'done', requesterName: null, dueAt: new Date(), answeredAt: new Date() }));
    return { exportedAt: new Date().toISOString(), about: 'Everything Dad’s Detailing holds about you (see /legal/privacy for what we keep and why).', ...sections };
  }

  /** POST /api/privacy/deletion-request: an admin answers it within DELETION_DEADLINE_DAYS. */
  async requestDeletion(user: UserEntity): Promise<PrivacyRequestDto> {
    if (await this.requests.existsBy({ userId: user.id, kind: 'deletion', status: 'open' })) throw PrivacyErrors.alreadyRequested();
    const row = await this.requests.save(
      this.requests.create({ userId: user.id, kind: 'deletion', status: 'open', requesterName: `${user.firstName} ${user.lastName}`, email: user.email, dueAt: new Date(Date.now() + DELETION_DEADLINE_DAYS * DAY_MS) }),
    );
    return toDto(row);
  }

  /** GET /api/privacy/requests: the customer's own, newest first. */
  async mine(user: UserEntity): Promise<PrivacyRequestDto[]> {
    return (await this.requests.find({ where: { userId: user.id }, order: { createdAt: 'DESC' } })).map(toDto);
  }

  /** GET /api/admin/privacy-requests: the deletions first due first. */
  async list(query: PrivacyRequestQuery): Promise<PagedList<PrivacyRequestDto>> {
    const qb = this.requests.createQueryBuilder('r').where('r.kind = :kind', { kind: 'deletion' });
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    const page = await paginate<PrivacyRequestEntity, PrivacyRequestEntity>(
      qb,
      query,
      { sort: { expr: 'r.dueAt', dir: 'ASC', valueOf: (r) => r.dueAt }, id: { expr: 'r.id', valueOf: (r) => r.id } },
      { fetch: (q) => q.getMany() },
    );
    return mapPage(page, toDto);
  }

  /**
   * POST /api/admin/privacy-requests/{id}/erase: every holder removes or anonymises the person's data in
   * one transaction (audited); their photos leave storage once it has committed.
   */
  async erase(admin: UserEntity, id: string): Promise<PrivacyRequestDto> {
    const { row, files } = await this.dataSource.transaction(async (manager) => {
      const request = await this.claim(manager, id, 'erasing');
      const subject = await this.subjectOf(request.userId, manager);
      const files: string[] = [];
      // The account itself last: the others may still read it.
      const holders = this.holders().sort((a, b) => Number(a.tables.includes('users')) - Number(b.tables.includes('users')));
      for (const holder of holders) files.push(...(await holder.data.erase(subject, manager)));
      await manager.update(PrivacyRequestEntity, { id }, { status: 'done', email: null, requesterName: null, answeredAt: new Date(), answeredById: admin.id });
      await this.audit.record(manager, admin, 'privacy_request', id, 'erased', { holders: holders.map((h) => h.name), files: files.length });
      return { row: await manager.findOneByOrFail(PrivacyRequestEntity, { id }), files };
    });
    if (files.length) {
      await this.storage.delete(files).catch((error: unknown) => this.logger.error(`Request ${id}: files left in storage (${files.join(', ')}): ${String(error)}`));
    }
    return toDto(row);
  }

  /** POST /api/admin/privacy-requests/{id}/decline: with the reason the customer sees (audited). */
  async decline(admin: UserEntity, id: string, reason: string): Promise<PrivacyRequestDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.claim(manager, id, 'declined');
      await manager.update(PrivacyRequestEntity, { id }, { answer: reason, email: null, answeredAt: new Date(), answeredById: admin.id });
      await this.audit.record(manager, admin, 'privacy_request', id, 'declined', { reason });
      return toDto(await manager.findOneByOrFail(PrivacyRequestEntity, { id }));
    });
  }

  /** Moves an open deletion request on, once: a second admin's click finds it answered. */
  private async claim(manager: EntityManager, id: string, status: 'erasing' | 'declined'): Promise<PrivacyRequestEntity> {
    const request = await manager.findOneBy(PrivacyRequestEntity, { id, kind: 'deletion' });
    if (!request) throw PrivacyErrors.notFound();
    const moved = await manager.update(PrivacyRequestEntity, { id, status: 'open' }, { status });
    if (!moved.affected) throw PrivacyErrors.answered();
    return request;
  }

  private async subjectOf(userId: string, manager: EntityManager): Promise<DataSubject> {
    return { userId, bookingIds: await this.bookings.bookingIdsOf(userId, manager) };
  }
}

function toDto(row: PrivacyRequestEntity): PrivacyRequestDto {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requester: row.requesterName ?? 'Deleted customer',
    dueAt: row.dueAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
  };
}
