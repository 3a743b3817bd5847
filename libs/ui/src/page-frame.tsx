import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { brand, layout } from './theme';

export interface PageFrameProps {
  title: ReactNode;
  /** A link above the title ("Back to Dashboard"). */
  back?: { to: string; label: string };
  /** Buttons on the title's line (they wrap under it on a phone). */
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A portal page: centred column, optional back link, the page's one h1, then its content. */
export function PageFrame({ title, back, actions, testId, children }: PageFrameProps) {
  return (
    <div style={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }} data-testid={testId}>
      {back && (
        <Link to={back.to} style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 16 }}>
          <ArrowLeftOutlined aria-hidden /> {back.label}
        </Link>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 24 }}>
        <h1 style={{ fontSize: 28, margin: 0, color: brand.text }}>{title}</h1>
        {actions && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
