import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Flex, InputNumber } from 'antd';
import { errorMessage, showToast, useAppDispatch, useGetCarsQuery } from '@dd/api-client';
import { type ChangeSlotRequest, type MembershipDto, type PlanDto } from '@dd/contracts/plan';
import { formatMoney } from '@dd/domain/pricing';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { PageFrame } from '@dd/ui/page-frame';
import { useUiText } from '@dd/ui/i18n';
import { QueryState } from '@dd/ui/query-state';
import { MembershipStatusTag } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerCancelPlanMutation, useCustomerGetMyPlansQuery, useCustomerGetOfferedPlansQuery, useCustomerGetPlanCancellationQuery, useCustomerPausePlanMutation, useCustomerChangePlanSlotMutation, useCustomerChangePlanCarMutation } from '../api/plans.api';
import { CardGrid } from '../common/saved-items';
import { JoinPlanDialog } from './JoinPlanDialog';
import { Notice } from '@dd/ui/notice';
import { calendarDate } from '@dd/domain/time-windows';
import { Choice, usePlanWords, useSlotOptions } from './slot-fields';
import { useT, type CustomerMessageId } from '../i18n';


/** One of the customer's plans: its schedule, its visits, and pause / cancel. */
function MembershipCard({ membership, onPause, onChangeSlot, onChangeCar, onCancel }: { membership: MembershipDto; onPause: () => void; onChangeSlot: () => void; onChangeCar: () => void; onCancel: () => void }) {
  const m = membership;
  const t = useT();
  const tr = useUiText();
  const words = usePlanWords(t);
  return (
    <li style={surfaceStyle} data-testid="membership">
      <Flex justify="space-between" align="start" gap={8}>
        <strong style={{ fontSize: 18 }}>{m.plan.name}</strong>
        <MembershipStatusTag status={m.status} label={t(`plans.status.${m.status}` as CustomerMessageId)} />
      </Flex>
      <p style={{ color: brand.textMuted, margin: '8px 0' }}>
        {words.schedule(m)} · {t('plans.where', { vehicle: tr(VEHICLE_LABELS[m.vehicleType]), address: `${m.address}, ${m.city}` })}
      </p>
      {m.status === 'cancelled' ? (
        <p data-testid="plan-ends">{t('plans.ends', { date: words.date(m.endsOn!) })}</p>
      ) : (
        <p>
          {t(m.status === 'paused' ? 'plans.next.paused' : 'plans.next', { date: words.date(m.nextVisitDate) })} · {t('plans.pausesLeft', { count: m.pausesLeft })}
        </p>
      )}
      {m.paymentStoppedAt && (
        <Notice tone="warning" testId="plan-payment-stopped">
          {t('plans.paymentStopped')}
        </Notice>
      )}
      {m.visits.length > 0 && (
        <ul aria-label={t('plans.visits')} style={{ paddingLeft: 18 }}>
          {m.visits.map((visit) => (
            <li key={visit.date} data-testid="plan-visit">
              {words.date(visit.date)}: {t(`plans.visit.${visit.status}` as CustomerMessageId)}
              {visit.note && ` (${visit.note})`}
              {visit.nextPaymentRetryAt && ` ${t('plans.retryOn', { date: words.date(calendarDate(new Date(visit.nextPaymentRetryAt))) })}`}
            </li>
          ))}
        </ul>
      )}
      {m.status !== 'cancelled' && (
        <Flex gap={8} wrap>
          <Button onClick={onPause} disabled={m.pausesLeft === 0}>
            {t('plans.pause')}
          </Button>
          <Button onClick={onChangeSlot}>{t('plans.changeSlot')}</Button>
          <Button onClick={onChangeCar}>{t('plans.changeCar')}</Button>
          <Button danger onClick={onCancel}>
            {t('plans.cancel')}
          </Button>
        </Flex>
      )}
    </li>
  );
}

/** A plan on offer, with its member price per visit for each size and what a member saves. */
function OfferedPlan({ plan, onJoin }: { plan: PlanDto; onJoin: () => void }) {
  const t = useT();
  const words = usePlanWords(t);
  const [price, save] = [plan.memberPrices, plan.savings];
  return (
    <li style={surfaceStyle} data-testid="offered-plan">
      <strong style={{ fontSize: 18 }}>{plan.name}</strong>
      <p style={{ color: brand.textMuted, margin: '8px 0' }}>
        {t('plans.offer', {
          package: plan.package.name,
          interval: words.interval(plan.interval).toLowerCase(),
          sedan: formatMoney(price.sedan),
          sedanSave: formatMoney(save.sedan),
          suv: formatMoney(price.suv),
          suvSave: formatMoney(save.suv),
          truck: formatMoney(price.truck),
          truckSave: formatMoney(save.truck),
        })}
        {plan.addOnDiscountPercent > 0 && ` ${t('plans.offer.addOns', { percent: plan.addOnDiscountPercent })}`}
      </p>
      <p style={{ margin: '0 0 12px' }}>
        {t('plans.offer.terms', { visits: plan.minimumVisits, pauses: plan.pausesPerYear })}
      </p>
      <Button type="primary" onClick={onJoin}>
        {t('plans.join')}
      </Button>
    </li>
  );
}

/** The cancellation's end date, asked of the server, stated before the customer confirms. */
function CancelPlanDialog({ membership, onClose }: { membership: MembershipDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const ending = useCustomerGetPlanCancellationQuery(membership?.id ?? '', { skip: !membership, refetchOnMountOrArgChange: true });
  const [cancel, cancelling] = useCustomerCancelPlanMutation();
  const t = useT();
  const tr = useUiText();
  const words = usePlanWords(t);
  const onConfirm = async () => {
    if (!membership) return;
    try {
      const done = await cancel(membership.id).unwrap();
      dispatch(showToast({ title: t('plans.cancelled'), description: t('plans.cancelled.text', { plan: done.plan.name, date: words.date(done.endsOn!) }) }));
      onClose();
    } catch (error) {
      dispatch(showToast({ title: t('plans.cancelFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };
  return (
    <ConfirmDialog open={!!membership} title={t('plans.cancel')} confirmLabel={t('plans.cancel')} cancelLabel={t('plans.keep')} danger busy={cancelling.isLoading || ending.isFetching} onConfirm={() => void onConfirm()} onCancel={onClose}>
      {ending.data ? t('plans.cancelAsk', { date: words.date(ending.data.endsOn) }) : t('plans.cancelChecking')}
    </ConfirmDialog>
  );
}

/** Pause the next visits, within the plan's yearly allowance. */
function PausePlanDialog({ membership, onClose }: { membership: MembershipDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [visits, setVisits] = useState(1);
  const [pause, pausing] = useCustomerPausePlanMutation();
  const t = useT();
  const tr = useUiText();
  const words = usePlanWords(t);
  const onConfirm = async () => {
    if (!membership) return;
    try {
      const done = await pause({ id: membership.id, visits }).unwrap();
      dispatch(showToast({ title: t('plans.paused'), description: t('plans.paused.text', { date: words.date(done.nextVisitDate) }) }));
      onClose();
    } catch (error) {
      dispatch(showToast({ title: t('plans.pauseFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };
  return (
    <ConfirmDialog open={!!membership} title={t('plans.pauseTitle')} confirmLabel={t('plans.pause')} busy={pausing.isLoading} onConfirm={() => void onConfirm()} onCancel={onClose}>
      <label htmlFor="pause-visits" style={{ display: 'block', marginBottom: 6 }}>
        {t('plans.pauseVisits', { count: membership?.pausesLeft ?? 0 })}
      </label>
      <InputNumber id="pause-visits" min={1} max={membership?.pausesLeft || 1} value={visits} onChange={(value) => setVisits(value ?? 1)} />
      <p style={{ marginTop: 8 }}>{t('plans.pauseNote')}</p>
    </ConfirmDialog>
  );
}

/** A new standing slot, from the next visit not yet booked. */
function ChangeSlotDialog({ membership, onClose }: { membership: MembershipDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [slot, setSlot] = useState<{ weekday: number; window: string } | null>(null);
  const [change, changing] = useCustomerChangePlanSlotMutation();
  const t = useT();
  const tr = useUiText();
  const words = usePlanWords(t);
  const options = useSlotOptions();
  const chosen = slot ?? (membership ? { weekday: membership.weekday, window: membership.window } : null);
  const close = () => {
    setSlot(null);
    onClose();
  };
  const onConfirm = async () => {
    if (!membership || !chosen) return;
    try {
      const done = await change({ id: membership.id, ...(chosen as ChangeSlotRequest) }).unwrap();
      dispatch(showToast({ title: t('plans.updated'), description: t('plans.updated.slot', { slot: words.slot(done.weekday, done.window), date: words.date(done.nextVisitDate) }) }));
      close();
    } catch (error) {
      dispatch(showToast({ title: t('plans.changeFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };
  return (
    <ConfirmDialog open={!!membership} title={t('plans.changeSlot')} confirmLabel={t('plans.saveChanges')} busy={changing.isLoading} onConfirm={() => void onConfirm()} onCancel={close}>
      <Choice legend={t('plans.day')} name="slot-weekday" value={chosen?.weekday ?? null} onChange={(weekday: number) => setSlot({ window: chosen!.window, weekday })} options={options.weekdays} />
      <Choice legend={tr('Arrival Window')} name="slot-window" value={chosen?.window ?? null} onChange={(window: string) => setSlot({ weekday: chosen!.weekday, window })} options={options.windows} />
      <p style={{ margin: 0 }}>{t('plans.bookedStay')}</p>
    </ConfirmDialog>
  );
}

/** Another of the customer's saved cars for the plan, from the next visit not yet booked. */
function ChangeCarDialog({ membership, onClose }: { membership: MembershipDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const cars = useGetCarsQuery();
  const [carId, setCarId] = useState<string | null>(null);
  const [change, changing] = useCustomerChangePlanCarMutation();
  const t = useT();
  const tr = useUiText();
  const words = usePlanWords(t);
  const others = (cars.data ?? []).filter((car) => car.id !== membership?.carId);
  const close = () => {
    setCarId(null);
    onClose();
  };
  const onConfirm = async () => {
    if (!membership || !carId) return;
    try {
      const done = await change({ id: membership.id, carId }).unwrap();
      dispatch(showToast({ title: t('plans.updated'), description: t('plans.updated.car', { vehicle: tr(VEHICLE_LABELS[done.vehicleType]), date: words.date(done.nextVisitDate) }) }));
      close();
    } catch (error) {
      dispatch(showToast({ title: t('plans.changeFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };
  return (
    <ConfirmDialog open={!!membership} title={t('plans.changeCar')} confirmLabel={t('plans.saveChanges')} busy={changing.isLoading} onConfirm={() => void onConfirm()} onCancel={close}>
      {others.length ? (
        <Choice legend={t('plans.car')} name="plan-car" value={carId} onChange={setCarId} options={others.map((car) => ({ value: car.id, label: `${car.year} ${car.make} ${car.model}` }))} />
      ) : (
        <p>{t('plans.noOtherCar')}</p>
      )}
      <p style={{ margin: 0 }}>{t('plans.bookedStay')}</p>
    </ConfirmDialog>
  );
}

/** Maintenance Plans (/customer/plans): the customer's plans and the plans they can join (issue 42). */
export default function MyPlansPage() {
  const mine = useCustomerGetMyPlansQuery();
  const offered = useCustomerGetOfferedPlansQuery();
  const [joining, setJoining] = useState<PlanDto | null>(null);
  // "Make it a plan" on the public site links here with ?join=<plan id>: its join form opens once.
  const [params, setParams] = useSearchParams();
  const joinId = params.get('join');
  useEffect(() => {
    const plan = joinId && offered.data?.find((p) => p.id === joinId);
    if (!plan) return;
    setJoining(plan);
    setParams((next) => (next.delete('join'), next), { replace: true });
  }, [joinId, offered.data, setParams]);
  const [pausing, setPausing] = useState<MembershipDto | null>(null);
  const [cancelling, setCancelling] = useState<MembershipDto | null>(null);
  const [moving, setMoving] = useState<MembershipDto | null>(null);
  const [changingCar, setChangingCar] = useState<MembershipDto | null>(null);
  const t = useT();

  return (
    <PageFrame title={t('plans.title')} testId="my-plans">
      <section aria-labelledby="my-plans-heading" style={{ marginBottom: 32 }}>
        <h2 id="my-plans-heading" style={{ fontSize: 20 }}>
          {t('plans.mine')}
        </h2>
        <QueryState query={mine} errorTitle={t('plans.failed')} loadingLabel={t('plans.loadingMine')} isEmpty={(list) => !list.length} empty={<p>{t('plans.none')}</p>}>
          {(list) => (
            <CardGrid label={t('plans.mine.list')}>
              {list.map((m) => (
                <MembershipCard key={m.id} membership={m} onPause={() => setPausing(m)} onChangeSlot={() => setMoving(m)} onChangeCar={() => setChangingCar(m)} onCancel={() => setCancelling(m)} />
              ))}
            </CardGrid>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="offered-plans-heading">
        <h2 id="offered-plans-heading" style={{ fontSize: 20 }}>
          {t('plans.joinOne')}
        </h2>
        <p style={{ color: brand.textMuted }}>{t('plans.joinOne.text')}</p>
        <QueryState query={offered} errorTitle={t('plans.failed')} loadingLabel={t('plans.loading')} isEmpty={(list) => !list.length} empty={<p>{t('plans.noneOffered')}</p>}>
          {(list) => (
            <CardGrid label={t('plans.offered.list')}>
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
      <ChangeCarDialog membership={changingCar} onClose={() => setChangingCar(null)} />
      <CancelPlanDialog membership={cancelling} onClose={() => setCancelling(null)} />
    </PageFrame>
  );
}
