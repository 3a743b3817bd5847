import type { ReactNode } from 'react';
import { Flex, Tag } from 'antd';
import { LinkButton } from '@dd/ui/link-button';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useT } from '../i18n';

/** A grid of saved things (cars, cards), one card each. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }} aria-label={label}>
      {children}
    </ul>
  );
}

/** One saved car or card: its name, a Default tag, a detail line and its actions. */
export function SavedItemCard({ icon, name, isDefault, detail, actions, testId }: { icon: ReactNode; name: string; isDefault: boolean; detail: ReactNode; actions: ReactNode; testId: string }) {
  const t = useT();
  return (
    <li style={surfaceStyle} data-testid={testId}>
      <Flex justify="space-between" align="start" gap={8}>
        <strong style={{ fontSize: 18 }}>
          {icon} {name}
        </strong>
        {isDefault && <Tag color="blue">{t('saved.default')}</Tag>}
      </Flex>
      <p style={{ color: brand.textMuted, margin: '8px 0 16px' }}>{detail}</p>
      <Flex gap={8} wrap>
        {actions}
      </Flex>
    </li>
  );
}

/** The call to action of an empty portal screen. */
export function BookYourDetail() {
  return (
    <LinkButton type="primary" to="/book">
      {useT()('saved.book')}
    </LinkButton>
  );
}
