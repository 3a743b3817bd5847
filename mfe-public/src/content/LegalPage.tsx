import type { ReactNode } from 'react';
import { brand } from '@dd/ui/theme';
import { PageHero, Prose } from '../common/layout';

/** A legal text page: its title as the page's h1, a last-updated line, then the sections. */
export function LegalPage({ title, updated, intro, children, testId }: { title: string; updated: string; intro: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId}>
      <PageHero title={title} text={intro} />
      <Prose>
        <p style={{ color: brand.textMuted, marginTop: 0 }}>Last updated: {updated}</p>
        {children}
      </Prose>
    </div>
  );
}

/** When the legal texts last changed; shown on each. */
export const LEGAL_UPDATED = 'March 2026';
