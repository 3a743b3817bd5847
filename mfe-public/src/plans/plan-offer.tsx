import type { CSSProperties } from 'react';
import type { VehicleType } from '@dd/contracts/enums';
import type { PlanDto } from '@dd/contracts/plan';
import { formatMoney, toCents } from '@dd/domain/pricing';
import { LinkButton } from '@dd/ui/link-button';
import { brand } from '@dd/ui/theme';
import { useT, type PublicMessageId } from '../i18n';

/** Where a customer joins a plan: their Maintenance Plans page, the plan's join form open (signing in first if need be). */
export const joinPlanPath = (planId: string) => `/customer/plans?join=${encodeURIComponent(planId)}`;

/** How often, in the page's language. */
export function usePlanInterval() {
  const t = useT();
  return (plan: PlanDto) => t(`plans.interval.${plan.interval}` as PublicMessageId);
}

const muted: CSSProperties = { color: brand.textMuted, margin: 0, fontSize: 14 };

/**
 * A plan for one vehicle size: the member price per visit beside the package's, what a member saves,
 * the add-on discount, and "Make it a plan". On the Maintenance Plans page and in the wizard.
 */
export function PlanOffer({ plan, vehicleType }: { plan: PlanDto; vehicleType: VehicleType }) {
  const t = useT();
  const interval = usePlanInterval();
  const saves = toCents(plan.savings[vehicleType]) > 0;
  return (
    <div style={{ display: 'grid', gap: 6 }} data-testid="plan-offer">
      <strong style={{ color: brand.text, fontSize: 17 }}>{plan.name}</strong>
      <p style={muted}>{t('plans.offer.schedule', { package: plan.package.name, interval: interval(plan) })}</p>
      <p style={{ margin: 0, color: brand.text }}>
        <strong style={{ fontSize: 22, color: brand.primary }} data-testid="plan-member-price">
          {formatMoney(plan.memberPrices[vehicleType])}
        </strong>{' '}
        {t('plans.offer.perVisit')}
        {saves && (
          <>
            {' '}
            <s style={{ color: brand.textMuted }}>{formatMoney(plan.package.prices[vehicleType])}</s>
          </>
        )}
      </p>
      {saves && (
        <p style={{ margin: 0, color: brand.success, fontWeight: 600 }} data-testid="plan-saving">
          {t('plans.offer.save', { amount: formatMoney(plan.savings[vehicleType]) })}
        </p>
      )}
      {plan.addOnDiscountPercent > 0 && <p style={muted}>{t('plans.offer.addOns', { percent: plan.addOnDiscountPercent })}</p>}
      <p style={muted}>{t('plans.offer.terms', { visits: plan.minimumVisits, pauses: plan.pausesPerYear })}</p>
      <div>
        <LinkButton to={joinPlanPath(plan.id)} type="primary">
          {t('plans.offer.makeItAPlan')}
        </LinkButton>
      </div>
    </div>
  );
}
