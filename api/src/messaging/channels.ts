import type { MessageChannel } from '@dd/contracts/message';
import type { UserEntity } from '../identity/users/user.entity';

/**
 * account: password links and the like, always sent by email. service: everything about bookings.
 * promotional: offers, by email only, to those whose promotionalEmails is on.
 */
export type Audience = 'account' | 'service' | 'promotional';

export type ContactPreferences = Pick<UserEntity, 'emailNotifications' | 'smsNotifications' | 'promotionalEmails' | 'preferredContactMethod' | 'phone'>;

/**
 * The channels a message goes out on. Email needs the admin's switch (emailNotificationsEnabled) and
 * the person's emailNotifications; SMS needs a provider, smsNotifications and a phone. When both are
 * possible, preferredContactMethod picks one ('email', 'phone') or both ('both').
 */
export function channelsFor(
  person: ContactPreferences,
  audience: Audience,
  platform: { emailEnabled: boolean; smsAvailable: boolean },
): MessageChannel[] {
  if (audience === 'account') return ['email'];
  // Marketing texts need consent of their own (TCPA); promotions stay email.
  if (audience === 'promotional') return platform.emailEnabled && person.promotionalEmails ? ['email'] : [];
  const email = platform.emailEnabled && person.emailNotifications;
  const sms = platform.smsAvailable && person.smsNotifications && !!person.phone;
  if (email && sms) {
    if (person.preferredContactMethod === 'email') return ['email'];
    if (person.preferredContactMethod === 'phone') return ['sms'];
    return ['email', 'sms'];
  }
  return email ? ['email'] : sms ? ['sms'] : [];
}
