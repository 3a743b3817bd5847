import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { UserEntity } from '../users/user.entity';
import { normalizeEmail } from '../users/users.service';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-devices';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    private readonly devices: KnownDevices,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<UserEntity> {
    return this.auth.signIn(request.ip ?? 'unknown', { email, password }, this.devices.recognise(request, normalizeEmail(email)));
  }
}
