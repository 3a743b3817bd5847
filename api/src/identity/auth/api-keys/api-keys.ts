import { createHash, randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Injectable, Param, Post } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import { API_KEY_CALLS_PER_MINUTE, apiKeyDtoSchema, createApiKeySchema, createdApiKeyDtoSchema, type ApiKeyDto, type ApiKeyScope, type CreateApiKeyRequest, type CreatedApiKeyDto } from '@dd/contracts/api-keys';
import { AdminAudit } from '../../../audit/admin-audit';
import { CurrentUser, RequirePermission, StepUp } from '../../../common/access';
import { forbidden, notFound, unauthenticated } from '../../../common/api-exception';
import { IdParamPipe } from '../../../common/id-param.pipe';
import { Returns } from '../../../common/returns.decorator';
import { zodBody } from '../../../common/zod-validation.pipe';
import { UsersService } from '../../users/users.service';
import type { UserEntity } from '../../users/user.entity';
import { RateLimiter } from '../rate-limiter';
import { ApiKeyEntity } from './api-key.entity';

const KEY_PREFIX = 'dd_';
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const toDto = (row: ApiKeyEntity): ApiKeyDto => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
});

/** The key of `Authorization: Bearer <key>`, when the call sends one of ours. */
export function bearerKey(request: Request): string | undefined {
  const match = /^Bearer (dd_[A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * API keys for other software (issue 39): made and revoked by an admin (step-up, audited), shown once,
 * kept as a hash; a call with one acts as the admin who made it, only on the routes its scopes name,
 * at most API_KEY_CALLS_PER_MINUTE a minute across every instance (the database's rate limiter).
 */
@Injectable()
export class ApiKeys {
  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    private readonly audit: AdminAudit,
    private readonly users: UsersService,
    private readonly limiter: RateLimiter,
  ) {}

  async list(): Promise<ApiKeyDto[]> {
    return (await this.keys.find({ order: { createdAt: 'DESC', id: 'ASC' } })).map(toDto);
  }

  create(admin: UserEntity, body: CreateApiKeyRequest): Promise<CreatedApiKeyDto> {
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    return this.keys.manager.transaction(async (manager) => {
      const scopes = [...new Set(body.scopes)];
      const row = await manager.save(manager.create(ApiKeyEntity, { name: body.name, prefix: key.slice(0, 10), secretHash: hashOf(key), scopes, createdById: admin.id, lastUsedAt: null, revokedAt: null }));
      await this.audit.record(manager, admin, 'api_key', row.id, 'created', { name: row.name, scopes });
      return { ...toDto(row), key };
    });
  }

  revoke(admin: UserEntity, id: string): Promise<ApiKeyDto> {
    return this.keys.manager.transaction(async (manager) => {
      const row = await manager.findOneBy(ApiKeyEntity, { id });
      if (!row) throw notFound('API key not found');
      if (row.revokedAt === null) {
        row.revokedAt = Date.now();
        await manager.save(row);
        await this.audit.record(manager, admin, 'api_key', row.id, 'revoked', { name: row.name });
      }
      return toDto(row);
    });
  }

  /** The account a call with `key` acts as, for a route that takes `scope`; 401, 403 or 429 otherwise. */
  async authenticate(key: string, scope: ApiKeyScope): Promise<UserEntity> {
    const row = await this.keys.findOneBy({ secretHash: hashOf(key) });
    const owner = row && row.revokedAt === null ? await this.users.findActiveById(row.createdById) : null;
    if (!row || !owner) throw unauthenticated('This API key is not valid or was revoked');
    if (!row.scopes.includes(scope)) throw forbidden(`This API key does not have the scope ${scope}`);
    await this.limiter.consume(`api-key:${row.id}`, { limit: API_KEY_CALLS_PER_MINUTE, windowMs: 60_000, message: 'Too many calls with this API key.' });
    await this.keys.update(row.id, { lastUsedAt: Date.now() });
    return owner;
  }
}

/** The admin's API keys: list, make (the key is in this answer only), revoke. */
@ApiTags('admin')
@Controller('admin/api-keys')
@RequirePermission('adminArea')
export class AdminApiKeysController {
  constructor(private readonly apiKeys: ApiKeys) {}

  @Get()
  @Returns([apiKeyDtoSchema])
  list(): Promise<ApiKeyDto[]> {
    return this.apiKeys.list();
  }

  @StepUp()
  @Post()
  @Returns(createdApiKeyDtoSchema)
  create(@CurrentUser() admin: UserEntity, @Body(zodBody(createApiKeySchema)) body: CreateApiKeyRequest): Promise<CreatedApiKeyDto> {
    return this.apiKeys.create(admin, body);
  }

  @StepUp()
  @Post(':id/revoke')
  @HttpCode(200)
  @Returns(apiKeyDtoSchema)
  revoke(@CurrentUser() admin: UserEntity, @Param('id', IdParamPipe) id: string): Promise<ApiKeyDto> {
    return this.apiKeys.revoke(admin, id);
  }
}
