import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { LoginRequest, RegisterRequest } from '@dd/contracts/auth.schema';
import { normalizeEmail, UsersService } from '../users/users.service';
import type { UserEntity } from '../users/user.entity';
import { RateLimiter, type RateLimitRule } from './rate-limiter';

const FIFTEEN_MINUTES = 15 * 60_000;

/** Limits per address (a script trying many accounts) and per account (many guesses at one). */
export const SIGN_IN_PER_ADDRESS: RateLimitRule = { limit: 50, windowMs: FIFTEEN_MINUTES, message: 'Too many sign-in attempts from your network.' };
export const SIGN_IN_PER_ACCOUNT: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES, message: 'Too many failed sign-in attempts for this account.' };
export const SIGN_UP_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: 60 * 60_000, message: 'Too many sign-ups from your network.' };

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async signIn(ip: string, { email, password }: LoginRequest): Promise<UserEntity> {
    const accountKey = `sign-in:account:${normalizeEmail(email)}`;
    await this.rateLimiter.consume(`sign-in:ip:${ip}`, SIGN_IN_PER_ADDRESS);
    await this.rateLimiter.consume(accountKey, SIGN_IN_PER_ACCOUNT);
    const user = await this.users.verifyCredentials(email, password);
    if (!user) throw new UnauthorizedException('Invalid email or password');
    // Only failures count against the account: a successful sign-in clears them.
    await this.rateLimiter.reset(accountKey);
    return user;
  }

  /** Public sign-up always makes a customer, whatever role the body asks for. */
  async register(ip: string, request: RegisterRequest): Promise<UserEntity> {
    await this.rateLimiter.consume(`sign-up:ip:${ip}`, SIGN_UP_PER_ADDRESS);
    return this.users.create({
      email: request.email,
      password: request.password,
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      phone: request.phone?.trim() || null,
      role: 'customer',
    });
  }
}
