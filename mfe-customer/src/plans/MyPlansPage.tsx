import { useState } from 'react';
import { Button, Flex, InputNumber } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import { PLAN_INTERVAL_LABELS, type ChangeSlotRequest, type MembershipDto, type PlanDto } from '@dd/contracts/plan';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { PageFrame } from '@dd/ui/page-frame';
import { membershipScheduleLabel, PLAN_VISIT_LABELS, planDate, standingSlotLabel } from '@dd/ui/plan-format';
import { QueryState } from '@dd/ui/query-state';
import { MembershipStatusTag } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerCancelPlanMutation, useCustomerGetMyPlansQuery, useCustomerGetOfferedPlansQuery, useCustomerGetPlanCancellationQuery, useCustomerPausePlanMutation, useCustomerChangePlanSlotMutation } from '../api/plans.api';
import { CardGrid } from '../common/saved-items';
import { JoinPlanDialog } from './JoinPlanDialog';
import { Choice, WEEKDAY_OPTIONS, WINDOW_OPTIONS } from './slot-fields';


/** One of the customer's plans: its schedule, its visits, and pause / cancel. */
function MembershipCard({ membership, onPause, onChangeSlot, onCancel }: { membership: MembershipDto; onPause: () => void; onChangeSlot: () => void; onCancel: () => void }) {
  const m = membership;
  return (
    <li style={surfaceStyle} data-testid="membership">
      <Flex justify="space-between" align="start" gap={8}>
        <strong style={{ fontSize: 18 }}>{m.plan.name}</strong>
        <MembershipStatusTag status={m.status} />
      </Flex>
      <p style={{ color: brand.textMuted, margin: '8px 0' }}>
        {membershipScheduleLabel(m)} · {VEHICLE_LABELS[m.vehicleType]} at {m.address}, {m.city}
      </p>
      {m.status === 'cancelled' ? (
        <p data-testid="plan-ends">Your plan ends on {planDate(m.endsOn!)}.</p>
      ) : (
        <p>
          Next visit to book: {planDate(m.nextVisitDate)}
          {m.status === 'paused' && ` (paused until then)`} · Pauses left this year: {m.pausesLeft}
        </p>
      )}
      {m.visits.length > 0 && (
        <ul aria-label="Plan visits" style={{ paddingLeft: 18 }}>
          {m.visits.map((visit) => (
            <li key={visit.date} data-testid="plan-visit">
              {planDate(visit.date)}: {PLAN_VISIT_LABELS[visit.status]}
              {visit.note && ` (${visit.note})`}
            </li>
          ))}
        </ul>
      )}
      {m.status !== 'cancelled' && (
        <Flex gap={8} wrap>
          <Button onClick={onPause} disabled={m.pausesLeft === 0}>
            Pause
          </Button>
          <Button onClick={onChangeSlot}>Change Day or Time</Button>
          <Button danger onClick={onCancel}>
            Cancel Plan
          </Button>
        </Flex>
      )}
    </li>
  );
}

/** A plan on offer, with its package's price per visit for each size. */
function OfferedPlan({ plan, onJoin }: { plan: PlanDto; onJoin: () => void }) {
  return (
    <li style={surfaceStyle} data-testid="offered-plan">
      <strong style={{ fontSize: 18 }}>{plan.name}</strong>
      <p style={{ color: brand.textMuted, margin: '8px 0' }}>
        {plan.package.name}, {PLAN_INTERVAL_LABELS[plan.interval].toLowerCase()}: ${plan.package.prices.sedan} a visit for a sedan, ${plan.package.prices.suv} for an SUV, $
        {plan.package.prices.truck} for a truck.
      </p>
      <p style={{ margin: '0 0 12px' }}>
        At least {plan.minimumVisits} visits; pause up to {plan.pausesPerYear} a year.
      </p>
      <Button type="primary" onClick={onJoin}>
        Join Plan
      </Button>
    </li>
  );
}

/** The cancellation's end date, asked of the server, stated before the customer confirms. */
function CancelPlanDialog({ membership, onClose }: { membership: MembershipDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const ending = useCustomerGetPlanCancellationQuery(membership?.id ?? '', { skip: !membership, refetchOnMountOrArgChange: true });
  const [cancel, cancelling] = useCustomerCancelPlanMutation();
  const onConfirm = async () => {
    if (!membership) return;
    try {
      const done = await cancel(membership.id).unwrap();
      dispatch(showToast({ title: 'Plan cancelled', description: `${done.plan.name} ends on ${planDate(done.endsOn!)}.` }));
      onClose();
    } catch (error) {
      dispatch(showToast({ title: 'Failed to cancel the plan', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };
  return (
    <ConfirmDialog open={!!membership} title="Cancel Plan" confirmLabel="Cancel Plan" cancelLabel="Keep Plan" danger busy={cancelling.isLoading || ending.isFetching} onConfirm={() => void onConfirm()} onCancel={onClose}>
      {ending.data ? `Your plan will end on ${planDate(ending.data.endsOn)}, the end of its minimum term. Visits until then are still booked.` : 'Checking when your plan would end...'}
    </ConfirmDialog>
  );
}

/** Pause the next visits, within the plan's yearly allowance. */
function PausePlanDialog({ membership, onClose }: { membership: MembershipDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [visits, setVisits] = useState(1);
  const [pause, pausing] = useCustomerPausePlanMutation();
  const onConfirm = async () => {
    if (!membership) return;
    try {
      const done = await pause({ id: membership.id, visits }).unwrap();
      dispatch(showToast({ title: 'Plan paused', description: `Your visits resume on ${planDate(done.nextVisitDate)}.` }));
      onClose();
    } catch (error) {
      dispatch(showToast({ title: 'Failed to pause the plan', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };
  return (
    <ConfirmDialog open={!!membership} title="Pause Plan" confirmLabel="Pause" busy={pausing.isLoading} onConfirm={() => void onConfirm()} onCancel={onClose}>
      <label htmlFor="pause-visits" style={{ display: 'block', marginBottom: 6 }}>
        Visits to skip (up to {membership?.pausesLeft ?? 0})
      </label>
      <InputNumber id="pause-visits" min={1} max={membership?.pausesLeft || 1} value={visits} onChange={(value) => setVisits(value ?? 1)} />
      <p style={{ marginTop: 8 }}>A visit already booked stays booked; you can cancel it from My Bookings.</p>
    </ConfirmDialog>
  );
}

/** A new standing slot, from the next visit not yet booked. */
function ChangeSlotDialog({ membership, onClose }: { membership: MembershipDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [slot, setSlot] = useState<{ weekday: number; window: string } | null>(null);
  const [change, changing] = useCustomerChangePlanSlotMutation();
  const chosen = slot ?? (membership ? { weekday: membership.weekday, window: membership.window } : null);
  const close = () => {
    setSlot(null);
    onClose();
  };
  const onConfirm = async () => {
    if (!membership || !chosen) return;
    try {
      const done = await change({ id: membership.id, ...(chosen as ChangeSlotRequest) }).unwrap();
      dispatch(showToast({ title: 'Plan updated', description: `${standingSlotLabel(done.weekday, done.window)} from ${planDate(done.nextVisitDate)}.` }));
      close();
    } catch (error) {
      dispatch(showToast({ title: 'Failed to change the plan', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };
  return (
    <ConfirmDialog open={!!membership} title="Change Day or Time" confirmLabel="Save Changes" busy={changing.isLoading} onConfirm={() => void onConfirm()} onCancel={close}>
      <Choice legend="Day" name="slot-weekday" value={chosen?.weekday ?? null} onChange={(weekday: number) => setSlot({ window: chosen!.window, weekday })} options={WEEKDAY_OPTIONS} />
      <Choice legend="Arrival Window" name="slot-window" value={chosen?.window ?? null} onChange={(window: string) => setSlot({ weekday: chosen!.weekday, window })} options={WINDOW_OPTIONS} />
      <p style={{ margin: 0 }}>Visits already booked stay as they are.</p>
    </ConfirmDialog>
  );
}

/** Maintenance Plans (/customer/plans): the customer's plans and the plans they can join (issue 42). */
export default function MyPlansPage() {
  const mine = useCustomerGetMyPlansQuery();
  const offered = useCustomerGetOfferedPlansQuery();
  const [joining, setJoining] = useState<PlanDto | null>(null);
  const [pausing, setPausing] = useState<MembershipDto | null>(null);
  const [cancelling, setCancelling] = useState<MembershipDto | null>(null);
  const [moving, setMoving] = useState<MembershipDto | null>(null);

  return (
    <PageFrame title="Maintenance Plans" testId="my-plans">
      <section aria-labelledby="my-plans-heading" style={{ marginBottom: 32 }}>
        <h2 id="my-plans-heading" style={{ fontSize: 20 }}>
          My Plans
        </h2>
        <QueryState query={mine} errorTitle="Failed to Load Plans" loadingLabel="Loading your plans" isEmpty={(list) => !list.length} empty={<p>You are not on a plan yet.</p>}>
          {(list) => (
            <CardGrid label="My plans">
              {list.map((m) => (
                <MembershipCard key={m.id} membership={m} onPause={() => setPausing(m)} onChangeSlot={() => setMoving(m)} onCancel={() => setCancelling(m)} />
              ))}
            </CardGrid>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="offered-plans-heading">
        <h2 id="offered-plans-heading" style={{ fontSize: 20 }}>
          Join a Plan
        </h2>
        <p style={{ color: brand.textMuted }}>The same car, at your address, on a standing day and time. Each visit is booked two weeks ahead and held on your saved card, like any booking.</p>
        <QueryState query={offered} errorTitle="Failed to Load Plans" loadingLabel="Loading plans" isEmpty={(list) => !list.length} empty={<p>No plans are offered right now.</p>}>
          {(list) => (
            <CardGrid label="Plans on offer">
              {list.map((plan) => (
                <OfferedPlan key={plan.id} plan={plan} onJoin={() => setJoining(plan)} />
              ))}
            </CardGrid>
          )}
        </QueryState>
      </section>
      <JoinPlanDialog plan={joining} onClose={() => setJoining(null)} />
      <PausePlanDialog membership={pausing} onClose={() => setPausing(null)} />
      <ChangeSlotDialog membership={moving} onClose={() => setMoving(null)} />
      <CancelPlanDialog membership={cancelling} onClose={() => setCancelling(null)} />
    </PageFrame>
  );
}
