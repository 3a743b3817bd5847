import { Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditModule } from '../../audit/audit.module';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SecretBox } from '../../platform/crypto/secret-box';
import { JobRunner } from '../../platform/jobs/job-runner';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { WebhookEvents } from './webhook-events';
import { WebhookSender } from './webhook-sender';
import { WebhookWorker } from './webhook-worker';
import { AdminWebhooksController, Webhooks } from './webhooks';

/** Signed webhooks out (docs/how-to/developers/receive-webhooks.md): endpoints, the delivery outbox written by the events, its worker. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookDeliveryEntity]), JobsModule, AuditModule],
  controllers: [AdminWebhooksController],
  providers: [
    Webhooks,
    WebhookEvents,
    { provide: WebhookSender, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new WebhookSender(config.webhooks.allowPrivate) },
    {
      provide: WebhookWorker,
      inject: [getDataSourceToken(), WebhookSender, SecretBox, APP_CONFIG, JobRunner],
      useFactory: (dataSource: DataSource, sender: WebhookSender, box: SecretBox, config: AppConfig, runner: JobRunner) =>
        new WebhookWorker(dataSource, sender, box, { enabled: config.jobs.enabled, retryDelaysMs: config.webhooks.retryDelaysMs, runner: config.queue ? runner : undefined }),
    },
  ],
  exports: [WebhookWorker],
})
export class WebhooksModule {}
