import type { ReactNode } from 'react';
import { Empty, Flex } from 'antd';
import { brand } from './theme';

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
            {/* antd's description grey is too faint for WCAG AA: the theme's text colours instead. */}
            <strong style={{ display: 'block', fontSize: 16, color: brand.text }}>{title}</strong>
            {text && <span style={{ color: brand.textMuted }}>{text}</span>}
          </>
        }
      >
        {action}
      </Empty>
    </Flex>
  );
}
