import { Tag } from 'antd';
import type { BookingStatus, PaymentStatus } from '@dd/contracts/enums';
import { PAYMENT_COLORS, PAYMENT_LABELS, STATUS_COLORS, STATUS_LABELS } from './booking-format';

/** A booking's status as a tag ("Confirmed", "In Progress", ...). */
export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="booking-status" style={{ marginInlineEnd: 0 }}>
      {STATUS_LABELS[status] ?? status}
    </Tag>
  );
}

/** A booking's payment status as a tag, in the customer's words ("Paid", "Card authorized ..."). */
export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return (
    <Tag color={PAYMENT_COLORS[status]} data-testid="payment-status-tag" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
      {PAYMENT_LABELS[status] ?? status}
    </Tag>
  );
}
