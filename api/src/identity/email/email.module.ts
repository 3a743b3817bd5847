import { Module } from '@nestjs/common';
import { RateLimiter } from '../auth/rate-limiter';
import { MessagesModule } from '../../messaging/messages.module';
import { PasswordModule } from '../password/password.module';
import { EmailChangeService } from './email-change.service';
import { EmailController } from './email.controller';
import { Unsubscribe } from './unsubscribe';

/** Email address links: confirming a changed address, and unsubscribing from promotions. */
@Module({
  imports: [MessagesModule, PasswordModule],
  controllers: [EmailController],
  providers: [EmailChangeService, Unsubscribe, RateLimiter],
  exports: [EmailChangeService],
})
export class EmailModule {}
