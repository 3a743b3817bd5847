import { Button, Tag } from 'antd';
import { VEHICLE_TYPES } from '@dd/contracts/enums';
import { PLAN_INTERVAL_LABELS, type AdminMembershipDto, type AdminPlanDto } from '@dd/contracts/plan';
import type { AdminPlanSummaryDto } from '@dd/contracts/plan-summary';
import { formatMoney } from '@dd/domain/pricing';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { membershipScheduleLabel, PLAN_VISIT_LABELS, planDate } from '@dd/ui/plan-format';
import { QueryState } from '@dd/ui/query-state';
import { MembershipStatusTag } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetPlanMembersQuery, useAdminGetPlanSummaryQuery, useAdminGetPlansQuery, useAdminRetryPlanPaymentMutation } from '../api/plans.api';
import { useAdminAction } from '../common/use-admin-action';
import { weekHeading } from './plan-figures';
import { PlanFigureTiles } from './PlanFigureTiles';


function PlanTile({ plan }: { plan: AdminPlanDto }) {
  return (
    <li style={surfaceStyle} data-testid="admin-plan">
      <strong style={{ fontSize: 17 }}>{plan.name}</strong>
      {!plan.isActive && <Tag style={{ marginLeft: 8 }}>Withdrawn</Tag>}
      <p style={{ color: brand.textMuted, margin: '4px 0' }}>
        {plan.package.name}, {PLAN_INTERVAL_LABELS[plan.interval].toLowerCase()} · at least {plan.minimumVisits} visits · {plan.pausesPerYear} pauses a year
      </p>
      <p style={{ margin: '4px 0' }} data-testid="admin-plan-member-prices">
        Members pay {VEHICLE_TYPES.map((type) => `${formatMoney(plan.memberPrices[type])} (${VEHICLE_LABELS[type]})`).join(' · ')} a visit
        {plan.addOnDiscountPercent > 0 && `, ${plan.addOnDiscountPercent}% off add-ons`}
      </p>
      <span>
        Members: {plan.activeMembers} · {formatMoney(plan.monthlyRecurringRevenue)} a month
      </span>
    </li>
  );
}

/** Retry now, for a member whose visit payment failed: the owed visit charged on the plan's card at once. */
function RetryPayment({ member }: { member: AdminMembershipDto }) {
  const [retry, { isLoading }] = useAdminRetryPlanPaymentMutation();
  const act = useAdminAction();
  return (
    <Button
      size="small"
      loading={isLoading}
      style={{ justifySelf: 'start' }}
      aria-label={`Retry now: ${member.customer.firstName} ${member.customer.lastName}'s payment`}
      onClick={() => act(() => retry(member.id).unwrap(), { success: { title: 'Payment received', description: 'The visit is paid and keeps its place.' }, failure: { title: 'Payment failed' } })}
    >
      Retry now
    </Button>
  );
}

function MemberRow({ member }: { member: AdminMembershipDto }) {
  const lastVisit = member.visits.at(-1);
  const owes = member.visits.some((visit) => visit.status === 'payment_failed');
  return (
    <li style={{ ...surfaceStyle, display: 'grid', gap: 4 }} data-testid="admin-plan-member">
      <span>
        <strong>
          {member.customer.firstName} {member.customer.lastName}
        </strong>{' '}
        <span style={{ color: brand.textMuted }}>{member.customer.email}</span> <MembershipStatusTag status={member.status} />
      </span>
      <span>
        {member.plan.name}: {membershipScheduleLabel(member)} · {VEHICLE_LABELS[member.vehicleType]} at {member.address}, {member.city} {member.zipCode}
      </span>
      <span style={{ color: brand.textMuted }}>
        {member.status === 'cancelled' ? `Ends on ${planDate(member.endsOn!)}` : `Next visit to book: ${planDate(member.nextVisitDate)}`}
        {lastVisit && ` · Latest visit ${planDate(lastVisit.date)}: ${PLAN_VISIT_LABELS[lastVisit.status]}${lastVisit.note ? ` (${lastVisit.note})` : ''}`}
      </span>
      {member.paymentStoppedAt && <span style={{ color: brand.error }}>Stopped for payment: no visits are placed until it is paid.</span>}
      {owes && <RetryPayment member={member} />}
    </li>
  );
}

/** Placed plan visits on each DAD's route in this ISO week and the seven after it. */
function VisitsPerDadWeek({ figures }: { figures: AdminPlanSummaryDto }) {
  // One line each: the table scrolls sideways on a phone rather than stacking a week's heading in four lines.
  const cell = { padding: '6px 10px', borderBottom: `1px solid ${brand.border}`, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  return (
    <section aria-labelledby="plan-visits-per-dad" style={{ marginBottom: 24 }}>
      <h2 id="plan-visits-per-dad" style={{ fontSize: 20 }}>
        Plan visits per DAD, weeks ahead
      </h2>
      {figures.visitsPerDadWeek.length === 0 ? (
        <p style={{ color: brand.textMuted }}>No plan visits placed in the next {figures.weeks.length} weeks.</p>
      ) : (
        // Focusable, so a keyboard can scroll the weeks that do not fit.
        <div role="region" aria-labelledby="plan-visits-per-dad" tabIndex={0} style={{ ...surfaceStyle, overflowX: 'auto' }}>
          <table data-testid="plan-visits-per-dad" style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                  DAD
                </th>
                {figures.weeks.map((week) => (
                  <th key={week.isoWeek} scope="col" style={cell}>
                    {weekHeading(week)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figures.visitsPerDadWeek.map((dad) => (
                <tr key={dad.dadId ?? 'none'}>
                  <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                    {dad.name}
                  </th>
                  {dad.visits.map((visits, i) => (
                    <td key={figures.weeks[i].isoWeek} style={cell}>
                      {visits}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /dadportal/admin/plans: the plans on offer and every member, newest first (issue 42). */
export default function PlansPage() {
  const plans = useAdminGetPlansQuery();
  const summary = useAdminGetPlanSummaryQuery();
  const members = useAdminGetPlanMembersQuery();
  return (
    <PageFrame title="Maintenance Plans" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId="admin-plans">
      <QueryState query={summary} errorTitle="Failed to load plan figures" loadingLabel="Loading plan figures">
        {(figures) => (
          <>
            <PlanFigureTiles figures={figures} />
            <VisitsPerDadWeek figures={figures} />
          </>
        )}
      </QueryState>
      <h2 style={{ fontSize: 20 }}>Plans</h2>
      <QueryState query={plans} errorTitle="Failed to load plans" loadingLabel="Loading plans" isEmpty={(list) => !list.length} empty={<EmptyState title="No plans yet" />}>
        {(list) => (
          <ul aria-label="Plans" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
            {list.map((plan) => (
              <PlanTile key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </QueryState>
      <h2 style={{ fontSize: 20 }}>Members</h2>
      <QueryState query={members} errorTitle="Failed to load plan members" loadingLabel="Loading plan members" isEmpty={(list) => !list.length} empty={<EmptyState title="No members yet" />}>
        {(list) => (
          <ul aria-label="Plan members" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
            {list.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        )}
      </QueryState>
    </PageFrame>
  );
}
