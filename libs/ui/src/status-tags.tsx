import { Tag } from 'antd';
import type { BookingStatus, PaymentStatus } from '@dd/contracts/enums';
import { PAYMENT_COLORS, PAYMENT_LABELS, STATUS_COLORS, STATUS_LABELS } from './booking-format';

/**
 * Text colours for the presets whose own (the 7th shade) is under WCAG AA on the tag's pale
 * background: antd's green gives 3.4:1 and gold 2.8:1; these give 5.4:1 and 7:1.
 */
const READABLE_TEXT: Record<string, string> = { green: '#237804', gold: '#874d00' };

/** A booking's status as a tag ("Confirmed", "In Progress", ...). */
export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="booking-status" style={{ marginInlineEnd: 0, color: READABLE_TEXT[STATUS_COLORS[status]] }}>
      {STATUS_LABELS[status] ?? status}
    </Tag>
  );
}

/** A booking's payment status as a tag, in the customer's words ("Paid", "Card authorized ..."). */
export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return (
    <Tag color={PAYMENT_COLORS[status]} data-testid="payment-status-tag" style={{ marginInlineEnd: 0, whiteSpace: 'normal', color: READABLE_TEXT[PAYMENT_COLORS[status]] }}>
      {PAYMENT_LABELS[status] ?? status}
    </Tag>
  );
}
