import { join } from 'node:path';
import { Logger, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { JobRunner } from '../platform/jobs/job-runner';
import { EmailModule } from '../identity/email/email.module';
import { UsersModule } from '../identity/users/users.module';
import { ImagesModule } from '../media/images/images.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { EmailSender, FileEmailSender, SmtpEmailSender } from './email-sender';
import { MessageEntity } from './message.entity';
import { MessageRetention } from './message-retention';
import { MessagesController } from './messages.controller';
import { Notifications } from './notifications';
import { Outbox } from './outbox';
import { SettingsModule } from '../settings/settings.module';
import { SettingsService } from '../settings/settings.service';
import { OutboxWorker } from './outbox-worker';
import { ScheduledMessages } from './scheduled-messages';
import { SmsSender, TwilioSmsSender } from './sms-sender';
import { MessagingPersonalData } from './messaging.personal-data';
import { MessagingListeners } from './messaging.listeners';
import { BookingsModule } from '../bookings/bookings.module';
import { InboundTextEntity } from './texts/inbound-text.entity';
import { SmsOptOutEntity } from './texts/sms-opt-out.entity';
import { TextConversations } from './texts/text-conversations';
import { AdminTextsController, CustomerTextsController, DadTextsController } from './texts/texts.controller';
import { TwilioWebhookController } from './texts/twilio-webhook.controller';

/**
 * Messages to people (README "Messages"): the outbox, written in the changes' transactions by the
 * listeners of what the features announce, the worker that delivers it, the scheduled reminders and
 * alerts, and the admin's view.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MessageEntity, InboundTextEntity, SmsOptOutEntity]), JobsModule, EmailModule, BookingsModule, UsersModule, ImagesModule, SettingsModule],
  controllers: [MessagesController, AdminTextsController, DadTextsController, CustomerTextsController, TwilioWebhookController],
  providers: [
    MessagingListeners,
    MessagingPersonalData,
    MessageRetention,
    {
      provide: EmailSender,
      inject: [APP_CONFIG],
      useFactory: ({ messages, dataDir }: AppConfig): EmailSender => {
        if (messages.smtpUrl) return new SmtpEmailSender(messages.smtpUrl);
        const directory = join(dataDir, 'mail');
        new Logger('Messages').log(`No SMTP_URL: emails are written to ${directory} and listed in the admin area`);
        return new FileEmailSender(directory);
      },
    },
    {
      provide: SmsSender,
      inject: [APP_CONFIG],
      useFactory: ({ messages }: AppConfig): SmsSender | null => (messages.twilio ? new TwilioSmsSender(messages.twilio) : null),
    },
    {
      provide: Outbox,
      inject: [SmsSender, SettingsService],
      useFactory: (sms: SmsSender | null, settings: SettingsService) => new Outbox(sms, (manager) => settings.notificationSwitches(manager)),
    },
    {
      provide: OutboxWorker,
      inject: [getDataSourceToken(), EmailSender, SmsSender, APP_CONFIG, JobRunner],
      useFactory: (dataSource: DataSource, email: EmailSender, sms: SmsSender | null, config: AppConfig, runner: JobRunner) =>
        new OutboxWorker(dataSource, email, sms, {
          mailFrom: config.messages.mailFrom,
          enabled: config.jobs.enabled,
          claimMs: config.outboxClaimMs,
          runner: config.queue ? runner : undefined,
        }),
    },
    Notifications,
    ScheduledMessages,
    TextConversations,
  ],
  exports: [Notifications, OutboxWorker],
})
export class MessagesModule {}
