import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { RateLimiter } from '../auth/rate-limiter';
import { PasswordModule } from '../password/password.module';
import { EmailChangeService } from './email-change.service';
import { EmailController } from './email.controller';
import { Unsubscribe } from './unsubscribe';
import { UnsubscribeLinks } from './unsubscribe-links';

/** Email address links: confirming a changed address, and unsubscribing from promotions. */
@Module({
  imports: [PasswordModule],
  controllers: [EmailController],
  providers: [
    EmailChangeService,
    Unsubscribe,
    RateLimiter,
    {
      provide: UnsubscribeLinks,
      inject: [APP_CONFIG],
      useFactory: ({ sessionSecret, publicUrl }: AppConfig) => new UnsubscribeLinks(sessionSecret, publicUrl),
    },
  ],
  exports: [EmailChangeService, UnsubscribeLinks],
})
export class EmailModule {}
