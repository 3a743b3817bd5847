import { Body, Controller, Delete, Get, HttpCode, Inject, Injectable, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import type { Repository } from 'typeorm';
import { PASSKEY_MESSAGES, passkeySignInSchema, registerPasskeySchema, type PasskeyDto } from '@dd/contracts/passkeys';
import type { UserDto } from '@dd/contracts/user';
import { Public, RequirePermission, CurrentUser, StepUp } from '../../../common/access';
import { browserName } from '../../auth/browser-name';
import { KnownDevices } from '../../auth/known-devices';
import { signInsPerAddress } from '../../auth/auth.service';
import { RateLimiter } from '../../auth/rate-limiter';
import { startSession } from '../../auth/session';
import { SignInEvents } from '../../auth/sign-in-events/sign-in-events';
import { badRequest, notFound } from '../../../common/api-exception';
import { zodBody } from '../../../common/zod-validation.pipe';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { BUSINESS_NAME } from '../../../common/business-name';
import type { UserEntity } from '../../users/user.entity';
import { toUserDto } from '../../users/user.mapper';
import { UsersService } from '../../users/users.service';
import { SecondFactorPolicy } from '../second-factor-status';
import { PasskeyEntity } from './passkey.entity';
import { userDtoSchema } from '@dd/contracts/user';
import { Returns } from '../../../common/returns.decorator';
import { passkeyDtoSchema, passkeyRegistrationOptionsSchema, passkeySignInOptionsSchema } from '@dd/contracts/passkeys';

/** How long the browser may take between asking for a challenge and answering it. */
const CHALLENGE_MS = 5 * 60_000;
/** Passkey sign-ins one address may start: a signature cannot be guessed, but each costs a verification. */

declare module 'express-session' {
  interface SessionData {
    /** The WebAuthn challenge this browser was given, for adding a passkey or signing in with one. */
    passkeyChallenge?: { challenge: string; at: number; purpose: 'register' | 'sign-in' };
  }
}

/**
 * Passkeys with @simplewebauthn/server: the relying party is PUBLIC_URL's host, and only PUBLIC_URL's origin
 * may answer. User verification is required (fingerprint, face or PIN), which is why a passkey sign-in counts
 * as both factors. Each challenge is used once: it lives in the session and is taken out when answered.
 */
@Injectable()
export class Passkeys {
  private readonly origin: string;
  private readonly rpID: string;
  private readonly signInLimit: number;

  constructor(
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiter,
    private readonly events: SignInEvents,
  ) {
    const url = new URL(config.publicUrl);
    this.origin = url.origin;
    this.rpID = url.hostname;
    this.signInLimit = config.signInsPerAddress;
  }

  async list(user: UserEntity): Promise<PasskeyDto[]> {
    const rows = await this.passkeys.find({ where: { userId: user.id }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null }));
  }

  async registrationOptions(request: Request, user: UserEntity): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.passkeys.find({ select: { credentialId: true, transports: true }, where: { userId: user.id } });
    const options = await generateRegistrationOptions({
      rpName: BUSINESS_NAME,
      rpID: this.rpID,
      userName: user.email,
      userDisplayName: `${user.firstName} ${user.lastName}`,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports ?? undefined })),
      // Discoverable, so sign-in needs no email first; verified, so it stands for both factors.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    request.session.passkeyChallenge = { challenge: options.challenge, at: Date.now(), purpose: 'register' };
    return options;
  }

  async register(request: Request, user: UserEntity, credential: unknown, name: string | undefined): Promise<PasskeyDto> {
    const expectedChallenge = this.takeChallenge(request, 'register');
    const refused = badRequest('PASSKEY_INVALID', PASSKEY_MESSAGES.notRegistered);
    const verification = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw refused;
    const { credential: key } = verification.registrationInfo;
    const row = await this.passkeys.save(
      this.passkeys.create({
        userId: user.id,
        credentialId: key.id,
        publicKey: Buffer.from(key.publicKey).toString('base64url'),
        counter: key.counter,
        transports: key.transports ?? null,
        name: name || browserName(request.headers['user-agent']),
        lastUsedAt: null,
      }),
    );
    await this.events.record(request, 'passkey_added', { userId: user.id, email: user.email });
    return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
  }

  async remove(request: Request, user: UserEntity, id: string): Promise<void> {
    const { affected } = await this.passkeys.delete({ id, userId: user.id });
    if (!affected) throw notFound('Passkey not found');
    await this.events.record(request, 'passkey_removed', { userId: user.id, email: user.email });
  }

  async signInOptions(request: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    await this.rateLimiter.consume(`passkey:ip:${request.ip ?? 'unknown'}`, signInsPerAddress(this.signInLimit));
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: 'required' });
    request.session.passkeyChallenge = { challenge: options.challenge, at: Date.now(), purpose: 'sign-in' };
    return options;
  }

  /** Verifies the signed challenge against the stored key, moves the counter on (once), and signs the owner in. */
  async signIn(request: Request, credential: { id: string }): Promise<UserEntity> {
    const expectedChallenge = this.takeChallenge(request, 'sign-in');
    const row = await this.passkeys.findOneBy({ credentialId: credential.id });
    const verification =
      row &&
      (await verifyAuthenticationResponse({
        response: credential as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: { id: row.credentialId, publicKey: Buffer.from(row.publicKey, 'base64url'), counter: row.counter, transports: (row.transports ?? undefined) as AuthenticatorTransport[] | undefined },
        requireUserVerification: true,
      }).catch(() => null));
    const user = row && verification?.verified ? await this.users.findActiveById(row.userId) : null;
    // The counter moves only from the value read: two answers racing with one signature count once.
    const counted =
      row && user && verification && (await this.passkeys.update({ id: row.id, counter: row.counter }, { counter: Math.max(verification.authenticationInfo.newCounter, row.counter), lastUsedAt: Date.now() })).affected;
    if (!user || !counted) {
      await this.events.record(request, 'passkey_failed', { userId: row?.userId ?? null });
      throw badRequest('PASSKEY_INVALID', PASSKEY_MESSAGES.failed);
    }
    await startSession(request, user);
    await this.events.record(request, 'passkey_signed_in', { userId: user.id, email: user.email });
    return user;
  }

  private takeChallenge(request: Request, purpose: 'register' | 'sign-in'): string {
    const pending = request.session.passkeyChallenge;
    delete request.session.passkeyChallenge;
    if (!pending || pending.purpose !== purpose || Date.now() - pending.at > CHALLENGE_MS) throw badRequest('PASSKEY_EXPIRED', PASSKEY_MESSAGES.expired);
    return pending.challenge;
  }
}

@ApiTags('auth')
@Controller()
export class PasskeysController {
  constructor(
    private readonly passkeys: Passkeys,
    private readonly devices: KnownDevices,
    private readonly policy: SecondFactorPolicy,
  ) {}

  @RequirePermission('account')
  @Get('account/passkeys')
  @Returns([passkeyDtoSchema])
  list(@CurrentUser() user: UserEntity): Promise<PasskeyDto[]> {
    return this.passkeys.list(user);
  }

  /** Adding a passkey changes how the account signs in: a step-up action. */
  @RequirePermission('account')
  @StepUp()
  @Post('account/passkeys/options')
  @HttpCode(200)
  @Returns(passkeyRegistrationOptionsSchema)
  registrationOptions(@CurrentUser() user: UserEntity, @Req() request: Request): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.passkeys.registrationOptions(request, user);
  }

  @RequirePermission('account')
  @StepUp()
  @Post('account/passkeys')
  @Returns(passkeyDtoSchema)
  register(@CurrentUser() user: UserEntity, @Req() request: Request, @Body(zodBody(registerPasskeySchema)) body: { credential: unknown; name?: string }): Promise<PasskeyDto> {
    return this.passkeys.register(request, user, body.credential, body.name);
  }

  @RequirePermission('account')
  @StepUp()
  @Delete('account/passkeys/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Req() request: Request, @Param('id') id: string): Promise<void> {
    return this.passkeys.remove(request, user, id);
  }

  @Public()
  @Post('login/passkey/options')
  @HttpCode(200)
  @Returns(passkeySignInOptionsSchema)
  signInOptions(@Req() request: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.passkeys.signInOptions(request);
  }

  /** A passkey sign-in: both factors in one step, no password or code. */
  @Public()
  @Post('login/passkey')
  @HttpCode(200)
  @Returns(userDtoSchema)
  async signIn(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Body(zodBody(passkeySignInSchema)) body: { credential: { id: string } }): Promise<UserDto> {
    const user = await this.passkeys.signIn(request, body.credential);
    this.devices.remember(request, response, user.email);
    return toUserDto(user, await this.policy.dadsToo(user));
  }
}
