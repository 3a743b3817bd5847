import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { LoginRequest, RegisterRequest } from '@dd/contracts/auth';
import { normalizeEmail, UsersService } from '../users/users.service';
import type { UserEntity } from '../users/user.entity';
import { RateLimiter, type RateLimitRule } from './rate-limiter';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The sign-in policy (README Decisions, OWASP ASVS v5 §6.3): failures are counted per address and per
 * account-and-address, so a stranger's guesses lock out only the stranger; the account as a whole is
 * never locked, it is slowed down (SIGN_IN_SLOWDOWN) once many failures come from everywhere at once.
 */
export const SIGN_IN_PER_ADDRESS: RateLimitRule = { limit: 50, windowMs: FIFTEEN_MINUTES, message: 'Too many sign-in attempts from your network.' };
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES, message: 'Too many failed sign-in attempts for this account.' };
export const SIGN_UP_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: 60 * 60_000, message: 'Too many sign-ups from your network.' };

/** Account-wide failures (from any address) before each further attempt waits, and how long at most. */
export const SIGN_IN_SLOWDOWN = { freeFailures: 10, firstDelayMs: 250, maxDelayMs: 8_000, windowMs: FIFTEEN_MINUTES };

/** The wait before checking a password, given the account's failures in the window: doubling, capped. */
export function signInDelayMs(failures: number): number {
  const over = failures - SIGN_IN_SLOWDOWN.freeFailures;
  if (over < 0) return 0;
  return Math.min(SIGN_IN_SLOWDOWN.maxDelayMs, SIGN_IN_SLOWDOWN.firstDelayMs * 2 ** Math.min(over, 16));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async signIn(ip: string, { email, password }: LoginRequest): Promise<UserEntity> {
    const account = normalizeEmail(email);
    const pairKey = `sign-in:account-ip:${ip}:${account}`;
    const failuresKey = `sign-in:account:${account}`;
    await this.rateLimiter.consume(`sign-in:ip:${ip}`, SIGN_IN_PER_ADDRESS);
    await this.rateLimiter.consume(pairKey, SIGN_IN_PER_ACCOUNT_AND_ADDRESS);
    const delay = signInDelayMs(await this.rateLimiter.peek(failuresKey));
    if (delay) await sleep(delay);
    const user = await this.users.verifyCredentials(email, password);
    if (!user) {
      await this.rateLimiter.count(failuresKey, SIGN_IN_SLOWDOWN.windowMs);
      throw new UnauthorizedException('Invalid email or password');
    }
    // A success clears this address's count; the account-wide count runs out with its window,
    // so an attacker's slow-down is not lifted by the owner signing in.
    await this.rateLimiter.reset(pairKey);
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
