import { Tag } from 'antd';
import { PLAN_INTERVAL_LABELS, type AdminMembershipDto, type AdminPlanDto } from '@dd/contracts/plan';
import { formatMoney, fromCents, toCents } from '@dd/domain/pricing';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { membershipScheduleLabel, PLAN_VISIT_LABELS, planDate } from '@dd/ui/plan-format';
import { QueryState } from '@dd/ui/query-state';
import { MembershipStatusTag } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetPlanMembersQuery, useAdminGetPlansQuery } from '../api/plans.api';
import { StatTile, TileRow } from '../common/stat-tile';


function PlanTile({ plan }: { plan: AdminPlanDto }) {
  return (
    <li style={surfaceStyle} data-testid="admin-plan">
      <strong style={{ fontSize: 17 }}>{plan.name}</strong>
      {!plan.isActive && <Tag style={{ marginLeft: 8 }}>Withdrawn</Tag>}
      <p style={{ color: brand.textMuted, margin: '4px 0' }}>
        {plan.package.name}, {PLAN_INTERVAL_LABELS[plan.interval].toLowerCase()} · at least {plan.minimumVisits} visits · {plan.pausesPerYear} pauses a year
      </p>
      <span>
        Members: {plan.activeMembers} · {formatMoney(plan.monthlyRecurringRevenue)} a month
      </span>
    </li>
  );
}

function MemberRow({ member }: { member: AdminMembershipDto }) {
  const lastVisit = member.visits.at(-1);
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
    </li>
  );
}

/** /dadportal/admin/plans: the plans on offer and every member, newest first (issue 42). */
export default function PlansPage() {
  const plans = useAdminGetPlansQuery();
  const members = useAdminGetPlanMembersQuery();
  return (
    <PageFrame title="Maintenance Plans" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId="admin-plans">
      <QueryState query={members} errorTitle="Failed to load plan members" loadingLabel="Loading plan members">
        {(list) => (
          <TileRow label="Plan figures">
            <StatTile label="Active Members" value={list.filter((m) => m.status === 'active').length.toLocaleString('en-US')} />
            <StatTile label="Paused" value={list.filter((m) => m.status === 'paused').length.toLocaleString('en-US')} />
            <StatTile label="Failed Payments" value={list.filter((m) => m.visits.at(-1)?.status === 'payment_failed').length.toLocaleString('en-US')} />
          </TileRow>
        )}
      </QueryState>
      <QueryState query={plans} errorTitle="Failed to load plans" loadingLabel="Loading plan figures">
        {(list) => (
          <TileRow label="Plan revenue">
            <StatTile label="Monthly Recurring Revenue" testId="plans-mrr" value={formatMoney(fromCents(list.reduce((sum, plan) => sum + toCents(plan.monthlyRecurringRevenue), 0)))} note="Active members' visits at each car's price" />
          </TileRow>
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
