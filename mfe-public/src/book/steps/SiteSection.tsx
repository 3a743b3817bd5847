import { useCurrentUser } from '@dd/api-client';
import { zipCodeSchema } from '@dd/contracts/booking';
import type { SiteAnswers } from '@dd/contracts/site';
import { disclosureSummaryStyle } from '@dd/ui/disclosure';
import { Notice } from '@dd/ui/notice';
import { NO_SITE_ANSWERS, SiteQuestions } from '@dd/ui/site-profile';
import { brand } from '@dd/ui/theme';
import { usePublicLookupSiteQuery } from '../../api/booking.api';
import { useT } from '../../i18n';

/**
 * Step 3's site questions (issue 44), folded and optional: water, power, cover, codes and rules at
 * the address. A signed-in customer who described this address before is not asked again: the kept
 * answers show, folded, ready to change. The answers are saved once the booking exists (PaymentStep).
 */
export function SiteSection({ address, zipCode, site, onSite }: { address: string; zipCode: string; site: SiteAnswers | null; onSite: (answers: SiteAnswers) => void }) {
  const t = useT();
  const { user } = useCurrentUser();
  const where = { address: address.trim(), zipCode: zipCode.trim() };
  const kept = usePublicLookupSiteQuery(where, { skip: user?.role !== 'customer' || where.address.length < 3 || !zipCodeSchema.safeParse(where.zipCode).success }).data?.site ?? null;
  return (
    <details style={{ margin: '8px 0 16px', borderTop: `1px solid ${brand.border}`, borderBottom: `1px solid ${brand.border}` }} data-testid="site-section">
      <summary style={disclosureSummaryStyle}>{t('book.site.summary')}</summary>
      <p style={{ margin: '0 0 12px', color: brand.textMuted }}>{t('book.site.text')}</p>
      {kept && !site && (
        <Notice tone="success" testId="site-kept">
          {t('book.site.kept')}
        </Notice>
      )}
      <SiteQuestions idPrefix="site" value={site ?? kept ?? NO_SITE_ANSWERS} onChange={onSite} />
    </details>
  );
}
