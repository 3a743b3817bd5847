import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { DatabaseSessionStore } from './session.store';

/**
 * The session holds only the user id; each request reloads the user, so a deactivation bites at
 * once. The store reads the user together with the session row (one query); only a session saved
 * before sessions carried their user id costs a second one.
 */
@Injectable()
export class SessionSerializer {
  constructor(users: UsersService, store: DatabaseSessionStore) {
    passport.serializeUser((user, done) => done(null, (user as UserEntity).id));
    // Three parameters: passport passes the request first.
    passport.deserializeUser((request: Request, id: string, done: (error: unknown, user?: UserEntity | false) => void) => {
      const read = store.userReadFor(request, id);
      if (read !== undefined) return done(null, read ?? false);
      users.findActiveById(id).then((user) => done(null, user ?? false), done);
    });
  }
}
