import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { brand, layout } from '@dd/ui/theme';

/** A portal page: optional back link, the heading, an optional action beside it, and the content. */
export function Page({ title, back, action, testId, children }: { title: ReactNode; back?: boolean; action?: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <div style={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }} data-testid={testId}>
      {back && (
        <Link to="/dadportal/customer" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 16 }}>
          <ArrowLeftOutlined /> Back to Dashboard
        </Link>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, flexWrap: 'wrap', marginBottom: 24 }}>
        <h1 style={{ fontSize: 28, margin: 0, color: brand.text }}>{title}</h1>
        {action}
      </div>
      {children}
    </div>
  );
}

/** A labelled bar (wash points, tier progress). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} style={{ height: 10, borderRadius: 5, background: brand.border, overflow: 'hidden' }}>
      <div style={{ width: `${value}%`, height: '100%', background: brand.primary }} />
    </div>
  );
}
