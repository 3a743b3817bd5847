import type { ReactNode } from 'react';
import { Empty, Flex } from 'antd';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet (no packages, no bookings, ...), with an optional call to action. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <Flex vertical align="center" style={{ padding: '48px 16px', textAlign: 'center' }} data-testid="empty-state">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong style={{ display: 'block', fontSize: 16 }}>{title}</strong>
            {text && <span>{text}</span>}
          </>
        }
      >
        {action}
      </Empty>
    </Flex>
  );
}
