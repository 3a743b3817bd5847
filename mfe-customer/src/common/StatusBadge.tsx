import { Tag } from 'antd';
import type { BookingStatus } from '@dd/contracts/enums';
import { STATUS_COLORS, STATUS_LABELS } from './format';

/** A booking's status as a badge. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="booking-status" style={{ marginInlineEnd: 0 }}>
      {STATUS_LABELS[status] ?? status}
    </Tag>
  );
}
