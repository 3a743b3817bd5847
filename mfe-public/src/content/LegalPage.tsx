import type { ReactNode } from 'react';
import { formatCalendarDate } from '@dd/domain/time-windows';
import { brand } from '@dd/ui/theme';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { PageHero, Prose } from '../common/layout';
import { useContentT } from './i18n';

/**
 * A legal text page: its title as the page's h1, a last-updated line, then the sections. It renders
 * inside the content catalog's root (InContentLanguage), like the page that uses it.
 */
export function LegalPage({ title, intro, children, testId }: { title: string; intro: ReactNode; children: ReactNode; testId: string }) {
  const t = useContentT();
  const locale = useIntlLocale();
  return (
    <div data-testid={testId}>
      <PageHero title={title} text={intro} />
      <Prose>
        <p style={{ color: brand.textMuted, marginTop: 0 }}>{t('legal.updated', { date: formatCalendarDate(LEGAL_UPDATED, { month: 'long', year: 'numeric' }, locale) })}</p>
        {children}
      </Prose>
    </div>
  );
}

/** When the legal texts last changed (a calendar date; each page shows its month and year: "March 2026"). */
export const LEGAL_UPDATED = '2026-03-01';
