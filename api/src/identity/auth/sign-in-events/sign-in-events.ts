import { Controller, Get, Injectable, Module, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import { signInEventDtoSchema, signInEventQuerySchema, type SignInEventDto, type SignInEventKind, type SignInEventQuery } from '@dd/contracts/sign-in-events';
import { mapPage, paginate, type PagedList } from '../../../common/paging';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe';
import { normalizeEmail } from '../../users/users.service';
import { RequirePermission } from '../../../common/access';
import { Returns } from '../../../common/returns.decorator';
import { browserName } from '../browser-name';
import { clientAddress } from '../client-address';
import { JobsModule } from '../../../platform/jobs/jobs.module';
import { SignInEventEntity } from './sign-in-event.entity';
import { SignInLogRetention } from './sign-in-log-retention';

/** Who an event is about: the account when known, else the email the attempt named. */
export interface EventSubject {
  userId?: string | null;
  email?: string | null;
  detail?: string;
}

/** The sign-in log: written as things happen (its own insert, never inside the change's transaction, so a refusal is logged too). */
@Injectable()
export class SignInEvents {
  constructor(@InjectRepository(SignInEventEntity) private readonly events: Repository<SignInEventEntity>) {}

  async record(request: Request, kind: SignInEventKind, subject: EventSubject): Promise<void> {
    await this.events.insert({
      kind,
      userId: subject.userId ?? null,
      email: subject.email ? normalizeEmail(subject.email).slice(0, 255) : null,
      ip: clientAddress(request),
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255),
      detail: subject.detail?.slice(0, 255) ?? null,
      at: Date.now(),
    });
  }

  /** Newest first; `q` matches the email (a part of it), `kind` one kind. */
  async list(query: SignInEventQuery): Promise<PagedList<SignInEventDto>> {
    const qb = this.events.createQueryBuilder('e');
    if (query.kind) qb.andWhere('e.kind = :kind', { kind: query.kind });
    // Emails are stored lower-case; '!' escapes LIKE's wildcards on both databases.
    if (query.q) qb.andWhere("e.email LIKE :email ESCAPE '!'", { email: `%${query.q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%` });
    const page = await paginate(qb, query, { sort: { expr: 'e.at', dir: 'DESC', valueOf: (r) => r.at }, id: { expr: 'e.id', valueOf: (r) => r.id } });
    return mapPage(page, (row) => ({ id: row.id, kind: row.kind, userId: row.userId, email: row.email, ip: row.ip, userAgent: row.userAgent, detail: row.detail, browser: browserName(row.userAgent), createdAt: new Date(row.at).toISOString() }));
  }
}

@ApiTags('admin')
@Controller('admin/sign-in-events')
@RequirePermission('adminArea')
export class SignInEventsController {
  constructor(private readonly events: SignInEvents) {}

  /** Read-only: the log has no path that changes or removes an event. Paged (X-Total-Count, Link). */
  @Get()
  @Returns([signInEventDtoSchema])
  list(@Query(new ZodValidationPipe(signInEventQuerySchema)) query: SignInEventQuery): Promise<PagedList<SignInEventDto>> {
    return this.events.list(query);
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([SignInEventEntity]), JobsModule],
  controllers: [SignInEventsController],
  providers: [SignInEvents, SignInLogRetention],
  exports: [SignInEvents],
})
export class SignInEventsModule {}
