import type { EntityManager } from 'typeorm';
import type { BookingEntity } from '../../bookings/booking.entity';
import type { UserEntity } from '../../identity/users/user.entity';
import { insertRows } from '../../platform/database/insert-rows';
import { MessageEntity } from '../../messaging/message.entity';
import { InboundTextEntity } from '../../messaging/texts/inbound-text.entity';
import { e164 } from '../../messaging/texts/phone';

/**
 * A conversation by text (issue 43) for the admin's Text Inbox, the DAD's Customer Texts and the
 * customer's My Texts: yesterday's reminder of tomorrow's detail, her C and our answer, then a
 * question nobody has read yet.
 */
export async function seedDemoTexts(manager: EntityManager, customer: UserEntity, booking: BookingEntity, now: Date): Promise<void> {
  const phone = e164(customer.phone!);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const sent = (key: string, kind: string, text: string, when: Date) => ({
    idempotencyKey: `demo:${key}:sms`,
    kind,
    channel: 'sms' as const,
    userId: customer.id,
    recipient: phone,
    subject: text.slice(0, 60),
    text,
    html: null,
    ics: null,
    unsubscribeUrl: null,
    status: 'sent' as const,
    attempts: 1,
    nextAttemptAt: when.getTime(),
    claimedBy: null,
    claimedUntil: 0,
    lastError: null,
    sentAt: when,
    createdAt: when,
  });
  await insertRows(manager, MessageEntity, [
    sent('reminder', 'booking_reminder', "Dad's Detailing: reminder, your detail is tomorrow 8:00 AM-12:00 PM at 123 Main Street. Reply C to confirm, R to reschedule.", at(180)),
    sent('confirm-answer', 'text_confirm', "Dad's Detailing: thanks, you're confirmed. Reply R to reschedule.", at(170)),
  ]);
  await insertRows(manager, InboundTextEntity, [
    { providerSid: 'SMdemo0000000000000000000000000001', phone, customerId: customer.id, body: 'C', intent: 'confirm', bookingId: booking.id, readAt: at(170), createdAt: at(171) },
    { providerSid: 'SMdemo0000000000000000000000000002', phone, customerId: customer.id, body: 'The gate code changed to 7788. Can Mike text me when he is 10 minutes away?', intent: null, bookingId: null, readAt: null, createdAt: at(25) },
  ]);
}
