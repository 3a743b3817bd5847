import type { AdminPlanSummaryDto } from '@dd/contracts/plan-summary';
import { formatMoney } from '@dd/domain/pricing';
import { StatTile, TileRow } from '../common/stat-tile';
import { churnNote, churnValue, recoveredNote } from './plan-figures';

/**
 * The owner's plan figures (GET /api/admin/plans/summary): the tiles of Maintenance Plans, and of the
 * dashboard (`compact`: the paused members under the active ones rather than a tile of their own).
 */
export function PlanFigureTiles({ figures, compact = false, label = 'Plan figures' }: { figures: AdminPlanSummaryDto; compact?: boolean; label?: string }) {
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <TileRow label={label}>
      <StatTile label="Active Members" testId="plans-active" value={count(figures.activeMembers)} note={compact && figures.pausedMembers > 0 ? `${count(figures.pausedMembers)} paused` : undefined} />
      {!compact && <StatTile label="Paused" testId="plans-paused" value={count(figures.pausedMembers)} />}
      <StatTile label="Failed Payments" testId="plans-failed" value={count(figures.failedPayments)} />
      <StatTile
        label={`Recovered Revenue (last ${figures.recovered.periodDays} days)`}
        testId="plans-recovered"
        value={formatMoney(figures.recovered.amount)}
        note={recoveredNote(figures.recovered)}
      />
      <StatTile label="Monthly Recurring Revenue" testId="plans-mrr" value={formatMoney(figures.monthlyRecurringRevenue)} note="Active members' visits at each car's member price" />
      <StatTile label={`Churn (last ${figures.churn.periodDays} days)`} testId="plans-churn" value={churnValue(figures.churn)} note={churnNote(figures.churn)} />
    </TileRow>
  );
}
