import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EMAIL_LINK_INVALID, type UnsubscribeResponse } from '@dd/contracts/message';
import { badRequest } from '../../common/api-exception';
import { UnsubscribeLinks } from './unsubscribe-links';
import { UserEntity } from '../users/user.entity';

/** Turns promotional email off from the link in one (the person can turn it on again in Preferences). */
@Injectable()
export class Unsubscribe {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: UnsubscribeLinks,
  ) {}

  async promotional(token: string): Promise<UnsubscribeResponse> {
    const userId = this.links.userOf(token);
    if (!userId) throw badRequest('EMAIL_LINK_INVALID', EMAIL_LINK_INVALID);
    // Conditional, so only the use that turned it off says so.
    const { affected } = await this.dataSource.getRepository(UserEntity).update({ id: userId, promotionalEmails: true }, { promotionalEmails: false });
    return affected
      ? { message: 'You are unsubscribed from promotional emails. You will still get emails about your bookings and your account.', changed: true }
      : { message: 'You were already unsubscribed from promotional emails.', changed: false };
  }
}
