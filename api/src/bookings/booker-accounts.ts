import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BOOKING_MESSAGES, type CreateBookingInput } from '@dd/contracts/booking';
import type { Language } from '@dd/contracts/language';
import { signUpsPerAddress } from '../identity/auth/auth.service';
import { RateLimiter } from '../identity/auth/rate-limiter';
import { ApiException, conflict } from '../common/api-exception';
import { PasswordLinks } from '../identity/password/password-links';
import type { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';
import { UsersService } from '../identity/users/users.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { SettingsService } from '../settings/settings.service';
import { BookingRepository } from './booking.repository';
import { generatedPassword } from './generated-password';
import { unpaidBookingsPerAddress } from './unpaid-holds';

export type CheckoutContact = NonNullable<CreateBookingInput['contact']>;

/** The accounts behind a booking: the one a visitor's checkout opens, and who referred a customer. */
@Injectable()
export class BookerAccounts {
  constructor(
    private readonly people: Users,
    private readonly users: UsersService,
    private readonly bookings: BookingRepository,
    private readonly settings: SettingsService,
    private readonly rateLimiter: RateLimiter,
    private readonly passwordLinks: PasswordLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A visitor's checkout registers them as a customer, once every limit allows it, in the language they booked in. */
  async open(contact: CheckoutContact, ip: string, language: Language | undefined): Promise<UserEntity> {
    // A checkout that registers counts as a sign-up (the same limit guards probing for registered emails).
    await this.rateLimiter.consume(`sign-up:ip:${ip}`, signUpsPerAddress(this.config.signUpsPerAddress));
    if (await this.people.hasEmail(contact.email)) throw conflict('EMAIL_TAKEN', BOOKING_MESSAGES.emailTaken);
    // Each checkout is a new account, so the visitor's address is what holds unpaid places.
    const { unpaidHoldMinutes } = await this.settings.get();
    await this.rateLimiter.consume(`unpaid-bookings:ip:${ip}`, unpaidBookingsPerAddress(unpaidHoldMinutes, this.config.visitorCheckoutsPerAddress));
    return this.users
      .create({
        email: contact.email,
        password: generatedPassword(),
        firstName: contact.firstName,
        lastName: contact.lastName,
        phone: contact.phone,
        role: 'customer',
        passwordLinkDue: true,
        language,
      })
      .catch((error: unknown) => {
        // Lost a race for the email to another sign-up: same answer as above.
        throw error instanceof ApiException && error.code === 'EMAIL_TAKEN' ? conflict('EMAIL_TAKEN', BOOKING_MESSAGES.emailTaken) : error;
      });
  }

  /** Removes an account opened for a checkout that then failed, with anything booked on it. */
  async remove(customer: UserEntity): Promise<void> {
    await this.bookings.transaction(async (manager) => {
      await this.bookings.removeOfCustomer(manager, customer.id);
      await this.people.remove(manager, customer.id);
    });
  }

  /**
   * An account made at checkout has a password nobody knows: its owner gets a link to set one, in the
   * booking's transaction.
   */
  sendPasswordLink(manager: EntityManager, customer: UserEntity): Promise<unknown> {
    return this.passwordLinks.sendDue(manager, customer);
  }

  /**
   * Who referred the customer: the one customer whose id ends in the code, never the customer
   * themselves, recorded once and only before the customer's first detail is done.
   */
  async noteReferral(customerId: string, code: string | null): Promise<void> {
    if (!code) return;
    const referrer = await this.people.customerByReferralCode(code);
    if (!referrer || referrer.id === customerId) return;
    if (await this.bookings.hasCompleted(customerId)) return;
    await this.people.setReferrer(customerId, referrer.id);
  }
}
