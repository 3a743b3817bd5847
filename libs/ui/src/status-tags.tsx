import { Tag } from 'antd';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { BookingListStatus, PaymentStatus } from '@dd/contracts/enums';
import type { MembershipStatus } from '@dd/contracts/plan';
import { useUiText } from './i18n';
import { PAYMENT_COLORS, paymentLabel, STATUS_COLORS, STATUS_LABELS } from './booking-format';

/**
 * Text colours for the presets whose own (the 7th shade) is under WCAG AA on the tag's pale
 * background: antd's green gives 3.4:1, gold 2.8:1 and orange 3.9:1; these give 5.4:1, 7:1 and 5.9:1.
 */
const READABLE_TEXT: Record<string, string> = { green: '#237804', gold: '#874d00', orange: '#ad4e00' };

/** The text colour a preset-coloured antd Tag needs to stay readable (undefined: its own is). */
export const readableTagText = (preset: string): string | undefined => READABLE_TEXT[preset];

/** A booking's status as a tag ("Confirmed", "In Progress", ..., "No-show": pass listStatus(booking)). */
export function BookingStatusTag({ status }: { status: BookingListStatus }) {
  const tr = useUiText();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="booking-status" style={{ marginInlineEnd: 0, color: readableTagText(STATUS_COLORS[status]) }}>
      {tr(STATUS_LABELS[status] ?? status)}
    </Tag>
  );
}

/**
 * A booking's payment status as a tag, in the customer's words ("Paid", "Card authorized ..."):
 * `capturedAmount` tells a refund after a capture from a released hold (both 'refunded'), `fee` a fee from the total.
 */
export function PaymentStatusTag({
  status,
  capturedAmount,
  refundedAmount,
  fee,
}: {
  status: PaymentStatus;
  capturedAmount?: string | null;
  refundedAmount?: string;
  fee?: BookingSummaryDto['fee'];
}) {
  const tr = useUiText();
  return (
    <Tag color={PAYMENT_COLORS[status]} data-testid="payment-status-tag" style={{ marginInlineEnd: 0, whiteSpace: 'normal', color: readableTagText(PAYMENT_COLORS[status]) }}>
      {paymentLabel({ paymentStatus: status, capturedAmount, refundedAmount, fee }, tr)}
    </Tag>
  );
}

const MEMBERSHIP_COLORS: Record<MembershipStatus, string> = { active: 'green', paused: 'gold', cancelled: 'default' };
const MEMBERSHIP_LABELS: Record<MembershipStatus, string> = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' };

/**
 * A maintenance plan membership's status as a tag ("Active", "Paused", "Cancelled"); `label` is the
 * reader's word for it (the customer portal's catalog), English without one (the admin area).
 */
export function MembershipStatusTag({ status, label }: { status: MembershipStatus; label?: string }) {
  return (
    <Tag color={MEMBERSHIP_COLORS[status]} data-testid="membership-status" style={{ marginInlineEnd: 0, color: readableTagText(MEMBERSHIP_COLORS[status]) }}>
      {label ?? MEMBERSHIP_LABELS[status]}
    </Tag>
  );
}
