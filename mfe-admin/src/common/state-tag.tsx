import type { ReactNode } from 'react';
import { Tag } from 'antd';

/** Solid dark tones with white text: antd's light green and gold tags fail WCAG AA contrast. */
const TONES = { good: '#166534', warn: '#92400e', bad: '#991b1b', neutral: undefined } as const;

/** A state badge (Active, Inactive, Approved, Pending, Operational). */
export function StateTag({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <Tag color={TONES[tone]} style={{ marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}
