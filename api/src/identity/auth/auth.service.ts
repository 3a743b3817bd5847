import { Inject, Injectable } from '@nestjs/common';
import type { LoginRequest, RegisterRequest } from '@dd/contracts/auth';
import type { Request } from 'express';
import { ACCOUNT_DEACTIVATED_MESSAGE, SIGN_IN_LINK_REQUIRED_MESSAGE } from '@dd/contracts/auth';
import { SECOND_FACTOR_MESSAGES } from '@dd/contracts/second-factor';
import { ApiException, unauthenticated } from '../../common/api-exception';
import { normalizeEmail, UsersService } from '../users/users.service';
import type { UserEntity } from '../users/user.entity';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { RateLimiter, type RateLimitRule } from './rate-limiter';
import { SecondFactorService } from '../second-factor/second-factor.service';
import { startSession } from './session';
import { SignInLinks } from './sign-in-links';
import { SignInEvents } from './sign-in-events/sign-in-events';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

/**
 * The sign-in policy (README Decisions, OWASP ASVS v5 §6.3, NIST SP 800-63B §5.2.2): per address, per
 * account-and-address, and per account from every address together. The account-wide cap applies to
 * browsers the account has not signed in from; past it such a browser needs a link from the account's
 * mailbox, while the owner's known browsers (KnownDevices) keep signing in.
 */
/** Sign-in attempts from one address in 15 minutes (SIGN_INS_PER_ADDRESS, default 50): an office or a household shares one. */
export const signInsPerAddress = (limit: number): RateLimitRule => ({ limit, windowMs: FIFTEEN_MINUTES, message: 'Too many sign-in attempts from your network.' });
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES, message: 'Too many failed sign-in attempts for this account.' };
/** Attempts at one account from unknown browsers, all addresses and instances together; a success gives its attempt back. */
export const SIGN_IN_PER_ACCOUNT = { limit: 20, windowMs: ONE_HOUR };
/** A known browser's own attempts (its cookie could be copied): past them it counts as unknown. */
export const SIGN_IN_PER_KNOWN_DEVICE = { limit: 10, windowMs: ONE_HOUR };
/** How long the code step waits after the password, and how many wrong codes it takes. */
const SECOND_STEP_MS = 10 * 60_000;
const WRONG_CODES_PER_SIGN_IN = 5;
/** Sign-ups from one address in an hour (SIGN_UPS_PER_ADDRESS); a visitor's checkout makes an account, so it counts too. */
export const signUpsPerAddress = (limit: number): RateLimitRule => ({ limit, windowMs: ONE_HOUR, message: 'Too many sign-ups from your network.' });

/** 403: the right password for a deactivated account. The account's id is for the sign-in log, never the body. */
export class AccountDeactivated extends ApiException {
  constructor(readonly userId: string) {
    super(403, 'ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED_MESSAGE);
  }
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiter,
    private readonly links: SignInLinks,
    private readonly secondFactor: SecondFactorService,
    private readonly events: SignInEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks a password. Every attempt is counted before the check, by one conditional increment in the
   * database, so any number of parallel guesses on any number of instances get at most the cap checked.
   * `device`: the nonce of this browser's known-device entry for the account, if it has one.
   */
  async signIn(ip: string, { email, password }: LoginRequest, device: string | null = null): Promise<UserEntity> {
    const account = normalizeEmail(email);
    const pairKey = `sign-in:account-ip:${ip}:${account}`;
    await this.rateLimiter.consume(`sign-in:ip:${ip}`, signInsPerAddress(this.config.signInsPerAddress));
    await this.rateLimiter.consume(pairKey, SIGN_IN_PER_ACCOUNT_AND_ADDRESS);
    const deviceKey = device ? `sign-in:device:${device}` : null;
    const counted = deviceKey && (await this.rateLimiter.admit(deviceKey, SIGN_IN_PER_KNOWN_DEVICE)) ? deviceKey : `sign-in:account:${account}`;
    if (counted !== deviceKey && !(await this.rateLimiter.admit(counted, SIGN_IN_PER_ACCOUNT))) {
      await this.links.offer(account);
      throw new ApiException(429, 'SIGN_IN_LINK_REQUIRED', SIGN_IN_LINK_REQUIRED_MESSAGE);
    }
    const user = await this.users.passwordHolder(email, password);
    if (!user) throw unauthenticated('Invalid email or password');
    // The attempt stays counted: a deactivated account signs in no more often than a wrong password.
    if (!user.isActive) throw new AccountDeactivated(user.id);
    // The right password was not a guess: its attempt is given back, and this address starts afresh.
    await this.rateLimiter.refund(counted);
    await this.rateLimiter.reset(pairKey);
    return user;
  }

  /**
   * The sign-in's second step: the pending account's app code or a recovery code. Five wrong codes end
   * the pending sign-in (the password is asked again), and every code is counted per account too.
   */
  async completeSecondFactor(request: Request, code: string): Promise<UserEntity> {
    const pending = request.session?.secondFactorPending;
    const expired = new ApiException(401, 'SECOND_FACTOR_EXPIRED', SECOND_FACTOR_MESSAGES.expired);
    if (!pending || Date.now() - pending.at > SECOND_STEP_MS) throw expired;
    if (!(await this.secondFactor.verify(pending.userId, code))) {
      await this.events.record(request, 'code_wrong', { userId: pending.userId });
      pending.attempts += 1;
      if (pending.attempts >= WRONG_CODES_PER_SIGN_IN) delete request.session.secondFactorPending;
      throw new ApiException(401, 'SECOND_FACTOR_INVALID', SECOND_FACTOR_MESSAGES.codeWrong, { fieldErrors: { code: SECOND_FACTOR_MESSAGES.codeWrong } });
    }
    const user = await this.users.findActiveById(pending.userId);
    if (!user) throw expired;
    delete request.session.secondFactorPending;
    await startSession(request, user);
    await this.events.record(request, 'signed_in', { userId: user.id, email: user.email });
    return user;
  }

  /** Public sign-up always makes a customer, whatever role the body asks for. */
  async register(ip: string, request: RegisterRequest): Promise<UserEntity> {
    await this.rateLimiter.consume(`sign-up:ip:${ip}`, signUpsPerAddress(this.config.signUpsPerAddress));
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
