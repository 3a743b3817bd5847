import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SessionEntity } from '../auth/session.entity';

/**
 * Ends a person's sessions everywhere (after a password change, so a stolen cookie stops working).
 * Sessions are stored as express-session's JSON, where passport keeps {"passport":{"user":"<id>"}}
 * (SessionSerializer stores only the id); profile.int-spec.ts proves the match against real sessions.
 */
@Injectable()
export class UserSessions {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  /** In `manager`'s transaction when given (an account's deletion). */
  async endAll(userId: string, manager?: EntityManager): Promise<void> {
    await this.ofUser(userId, manager?.getRepository(SessionEntity)).execute();
  }

  /** Every session of the person but this one (after they change how they sign in, from this one). */
  async endOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.ofUser(userId).andWhere('id <> :keepSessionId', { keepSessionId }).execute();
  }

  private ofUser(userId: string, sessions = this.sessions) {
    // User ids are uuids: nothing in them is a LIKE wildcard.
    if (!/^[0-9a-f-]+$/i.test(userId)) throw new Error('Unexpected user id');
    return sessions
      .createQueryBuilder()
      .delete()
      .where('data LIKE :pattern', { pattern: `%"passport":{"user":"${userId}"}%` });
  }
}
