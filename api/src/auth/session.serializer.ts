import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** The session holds only the user id; each request reloads the user, so a deactivation bites at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: UserEntity, done: (error: unknown, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (error: unknown, user?: UserEntity | false) => void): void {
    this.users.findActiveById(id).then((user) => done(null, user ?? false), done);
  }
}
