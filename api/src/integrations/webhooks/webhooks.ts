import { randomBytes } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Injectable, Param, Post } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import {
  createdWebhookEndpointDtoSchema,
  createWebhookEndpointSchema,
  webhookDeliveryDtoSchema,
  webhookEndpointDtoSchema,
  type CreatedWebhookEndpointDto,
  type CreateWebhookEndpointRequest,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@dd/contracts/webhooks';
import { AdminAudit } from '../../audit/admin-audit';
import { CurrentUser, RequirePermission, StepUp } from '../../common/access';
import { IdParamPipe } from '../../common/id-param.pipe';
import { Returns } from '../../common/returns.decorator';
import { zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { SecretBox } from '../../platform/crypto/secret-box';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { WebhookSender } from './webhook-sender';
import { WebhooksErrors } from './webhooks.errors';

/** Deliveries one list shows, newest first. */
const DELIVERIES_LISTED = 100;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const toDto = (row: WebhookEndpointEntity): WebhookEndpointDto => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  createdAt: row.createdAt.toISOString(),
  disabledAt: iso(row.disabledAt),
});

const deliveryDto = (row: WebhookDeliveryEntity): WebhookDeliveryDto => ({
  id: row.id,
  endpointId: row.endpointId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: iso(row.deliveredAt),
  log: row.log.map((entry) => ({ at: new Date(entry.at).toISOString(), statusCode: entry.statusCode, error: entry.error })),
});

/**
 * Webhook endpoints (issue 39): made, disabled and deleted by an admin (step-up, audited); the
 * signing secret is shown once and kept sealed (SecretBox). The deliveries are listed per endpoint
 * and one can be sent again (replay), with the same `webhook-id`.
 */
@Injectable()
export class Webhooks {
  constructor(
    @InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>,
    @InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>,
    private readonly audit: AdminAudit,
    private readonly box: SecretBox,
    private readonly sender: WebhookSender,
  ) {}

  async list(): Promise<WebhookEndpointDto[]> {
    return (await this.endpoints.find({ order: { createdAt: 'DESC', id: 'ASC' } })).map(toDto);
  }

  create(admin: UserEntity, body: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpointDto> {
    const refused = this.sender.refusal(body.url);
    if (refused) throw WebhooksErrors.urlRefused(refused);
    // The Standard Webhooks secret: `whsec_` and 24 random bytes in base64 (the library's own form).
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    return this.endpoints.manager.transaction(async (manager) => {
      const eventTypes = [...new Set(body.eventTypes)];
      const row = await manager.save(
        manager.create(WebhookEndpointEntity, { url: body.url, description: body.description || null, eventTypes, secretSealed: this.box.seal(secret), createdById: admin.id, disabledAt: null }),
      );
      await this.audit.record(manager, admin, 'webhook_endpoint', row.id, 'created', { url: row.url, eventTypes });
      return { ...toDto(row), secret };
    });
  }

  disable(admin: UserEntity, id: string): Promise<WebhookEndpointDto> {
    return this.endpoints.manager.transaction(async (manager) => {
      const row = await manager.findOneBy(WebhookEndpointEntity, { id });
      if (!row) throw WebhooksErrors.endpointNotFound();
      if (row.disabledAt === null) {
        row.disabledAt = Date.now();
        await manager.save(row);
        await this.audit.record(manager, admin, 'webhook_endpoint', row.id, 'disabled', { url: row.url });
      }
      return toDto(row);
    });
  }

  /** The endpoint and its delivery log go (the log's rows cascade). */
  remove(admin: UserEntity, id: string): Promise<void> {
    return this.endpoints.manager.transaction(async (manager) => {
      const row = await manager.findOneBy(WebhookEndpointEntity, { id });
      if (!row) throw WebhooksErrors.endpointNotFound();
      await manager.delete(WebhookDeliveryEntity, { endpointId: id });
      await manager.delete(WebhookEndpointEntity, { id });
      await this.audit.record(manager, admin, 'webhook_endpoint', id, 'deleted', { url: row.url });
    });
  }

  async listDeliveries(endpointId: string): Promise<WebhookDeliveryDto[]> {
    if (!(await this.endpoints.existsBy({ id: endpointId }))) throw WebhooksErrors.endpointNotFound();
    const rows = await this.deliveries.find({ where: { endpointId }, order: { createdAt: 'DESC', id: 'ASC' }, take: DELIVERIES_LISTED });
    return rows.map(deliveryDto);
  }

  /** Sends a delivery again from the next run of the worker, with a fresh set of tries; its log stays. */
  replay(admin: UserEntity, endpointId: string, deliveryId: string): Promise<WebhookDeliveryDto> {
    return this.deliveries.manager.transaction(async (manager) => {
      const row = await manager.findOneBy(WebhookDeliveryEntity, { id: deliveryId, endpointId });
      if (!row) throw WebhooksErrors.deliveryNotFound();
      Object.assign(row, { status: 'pending', attempts: 0, nextAttemptAt: Date.now(), claimedUntil: 0, claimedBy: null, deliveredAt: null });
      await manager.save(row);
      await this.audit.record(manager, admin, 'webhook_endpoint', endpointId, 'delivery_replayed', { deliveryId });
      return deliveryDto(row);
    });
  }
}

/** The admin's webhook endpoints: list, make (the secret is in this answer only), disable, delete; each one's deliveries, and replay. */
@ApiTags('admin')
@Controller('admin/webhooks')
@RequirePermission('adminArea')
export class AdminWebhooksController {
  constructor(private readonly webhooks: Webhooks) {}

  @Get()
  @Returns([webhookEndpointDtoSchema])
  list(): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list();
  }

  @StepUp()
  @Post()
  @Returns(createdWebhookEndpointDtoSchema)
  create(@CurrentUser() admin: UserEntity, @Body(zodBody(createWebhookEndpointSchema)) body: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(admin, body);
  }

  @StepUp()
  @Post(':id/disable')
  @HttpCode(200)
  @Returns(webhookEndpointDtoSchema)
  disable(@CurrentUser() admin: UserEntity, @Param('id', IdParamPipe) id: string): Promise<WebhookEndpointDto> {
    return this.webhooks.disable(admin, id);
  }

  @StepUp()
  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() admin: UserEntity, @Param('id', IdParamPipe) id: string): Promise<void> {
    return this.webhooks.remove(admin, id);
  }

  @Get(':id/deliveries')
  @Returns([webhookDeliveryDtoSchema])
  deliveries(@Param('id', IdParamPipe) id: string): Promise<WebhookDeliveryDto[]> {
    return this.webhooks.listDeliveries(id);
  }

  @StepUp()
  @Post(':id/deliveries/:delivery/replay')
  @HttpCode(200)
  @Returns(webhookDeliveryDtoSchema)
  replay(@CurrentUser() admin: UserEntity, @Param('id', IdParamPipe) id: string, @Param('delivery', IdParamPipe) delivery: string): Promise<WebhookDeliveryDto> {
    return this.webhooks.replay(admin, id, delivery);
  }
}
