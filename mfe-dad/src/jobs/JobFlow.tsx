import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingDetailDto } from '@dd/contracts/booking';
import type { MediaType } from '@dd/contracts/enums';
import type { BookingMediaDto } from '@dd/contracts/image';
import { calendarDate } from '@dd/domain/time-windows';
import { moneyText } from '@dd/domain/booking-money';
import { dayTitle } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { LinkButton } from '@dd/ui/link-button';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { CustomerNotHere } from './CustomerNotHere';
import { PhoneTip } from './PhoneTip';
import { disclosureSummaryStyle } from '@dd/ui/disclosure';
import { useDadCompleteJobMutation, useDadGetJobMediaQuery, useDadGetJobSessionQuery } from '../api/dad.api';
import { jobDay } from '../common/job-format';
import { JobPhotos } from '../photos/JobPhotos';
import { usePhotoQueue } from '../photos/use-photo-queue';
import { durationText, elapsedText, everyVehicleHasOne, mayHaveSession, photoVehicles, resumeStep, type JobStep, type PhotoVehicle } from './job-step';
import { useArrive } from './use-arrive';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT, type DadMessageId } from '../i18n';

const STEP_INDEX: Record<Exclude<JobStep, 'closed'>, number> = { arrive: 0, before: 1, active: 2, after: 3, summary: 4 };
const STEP_TITLES: Record<Exclude<JobStep, 'closed'>, DadMessageId> = { arrive: 'flow.step.arrive', before: 'flow.step.before', active: 'flow.step.work', after: 'flow.step.after', summary: 'flow.step.summary' };
const big = { width: '100%', height: 56, fontSize: 18 } as const;

function Elapsed({ startedAt }: { startedAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p style={{ fontSize: 40, fontVariantNumeric: 'tabular-nums', margin: '8px 0', color: brand.text }} data-testid="elapsed" aria-live="off">
      {elapsedText(startedAt, now)}
    </p>
  );
}

/** The before or after photos of the job: one set, or one per vehicle under its name. */
function PhotoSet({ booking, vehicles, mediaType, media, canAdd }: { booking: BookingDetailDto; vehicles: PhotoVehicle[] | null; mediaType: MediaType; media: BookingMediaDto[]; canAdd?: boolean }) {
  if (!vehicles) return <JobPhotos bookingId={booking.id} mediaType={mediaType} media={media} canAdd={canAdd} />;
  return (
    <>
      {vehicles.map((vehicle) => (
        <section key={vehicle.position} aria-label={vehicle.name} style={{ marginTop: 12 }}>
          <h4 style={{ margin: '0 0 4px' }}>{vehicle.name}</h4>
          <JobPhotos bookingId={booking.id} mediaType={mediaType} media={media} canAdd={canAdd} vehicle={vehicle} />
        </section>
      ))}
    </>
  );
}

/**
 * The job flow of one booking (dad-and-admin §4): I'm Here, before photos, active job, I'm Finished,
 * after photos, summary. The step comes from the server's session and photos when the flow opens
 * (so a reload or another phone resumes in the right place); the buttons move it on from there.
 */
/** I'm Finished and its question: the question's state is its own, so asking re-renders this alone, not the job's photos. */
function FinishJob({ busy, onFinish }: { busy: boolean; onFinish: () => void }) {
  const [asking, setAsking] = useState(false);
  const t = useT();
  return (
    <>
      <Button type="primary" style={{ ...big, marginTop: 16 }} loading={busy} onClick={() => setAsking(true)}>
        {t('flow.finish')}
      </Button>
      {/* Completing ends the job's clock and cannot be undone: asked first. */}
      <ConfirmDialog
        open={asking}
        title={t('flow.finish.title')}
        confirmLabel={t('flow.finish.confirm')}
        cancelLabel={t('flow.finish.cancel')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onFinish();
        }}
      >
        {t('flow.finish.text')}
      </ConfirmDialog>
    </>
  );
}

export function JobFlow({ booking }: { booking: BookingDetailDto }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const locale = useIntlLocale();
  const asked = mayHaveSession(booking.status);
  const sessionQuery = useDadGetJobSessionQuery(booking.id, { skip: !asked, refetchOnMountOrArgChange: true });
  const session = (asked && sessionQuery.data) || null;
  const started = !!session;
  const before = useDadGetJobMediaQuery({ id: booking.id, type: 'before' }, { skip: !started, refetchOnMountOrArgChange: true });
  const after = useDadGetJobMediaQuery({ id: booking.id, type: 'after' }, { skip: !session?.completedAt, refetchOnMountOrArgChange: true });
  const queuedBefore = usePhotoQueue(booking.id, 'before').photos;
  const queuedAfter = usePhotoQueue(booking.id, 'after').photos;
  const beforeCount = (before.data?.length ?? 0) + queuedBefore.length;
  const afterCount = (after.data?.length ?? 0) + queuedAfter.length;
  const vehicles = photoVehicles(booking, t);
  const beforeReady = everyVehicleHasOne(vehicles, before.data ?? [], queuedBefore);
  const afterReady = everyVehicleHasOne(vehicles, after.data ?? [], queuedAfter);
  const { arrive, arriving, dialog: arriveDialog } = useArrive();
  const [complete, completing] = useDadCompleteJobMutation();
  const [step, setStep] = useState<JobStep | null>(null);

  const loaded = (!asked || (!sessionQuery.isFetching && sessionQuery.isSuccess)) && (!started || !before.isFetching) && (!session?.completedAt || !after.isFetching);
  useEffect(() => {
    if (step === null && loaded) setStep(resumeStep(booking.status, session, { before: beforeCount, after: afterCount }));
  }, [step, loaded, booking.status, session, beforeCount, afterCount]);

  if (sessionQuery.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('flow.sessionFailed')}
        description={<Button onClick={() => void sessionQuery.refetch()}>{t('common.tryAgain')}</Button>}
      />
    );
  if (step === null) return <PageSpinner label={t('flow.loading')} />;

  async function finish() {
    try {
      await complete(booking.id).unwrap();
      setStep('after');
    } catch (error) {
      dispatch(showToast({ title: t('flow.completeFailed'), description: errorMessage(error, t('flow.completeFailed')), variant: 'destructive' }));
    }
  }

  let body;
  if (step === 'closed')
    body = (
      <p style={{ margin: 0 }} data-testid="job-closed">
        {booking.status === 'pending' ? t('flow.closed.pending') : booking.fee?.kind === 'no_show' ? t('flow.closed.noShow') : t('flow.closed.other')}
        {booking.fee && (
          <span style={{ display: 'block', marginTop: 8 }} data-testid="job-fee">
            {moneyText(booking)}
          </span>
        )}
      </p>
    );
  else if (step === 'arrive')
    body =
      jobDay(booking) === calendarDate(new Date()) ? (
        <>
          <p style={{ marginTop: 0 }}>{t('flow.arrive.text')}</p>
          <Button type="primary" style={big} loading={arriving} onClick={async () => (await arrive(booking.id)) && setStep('before')}>
            {t('job.imHere')}
          </Button>
          {arriveDialog}
        </>
      ) : (
        <p style={{ margin: 0 }} data-testid="job-not-today">
          {t('flow.notToday', { day: dayTitle(jobDay(booking), locale) })}
        </p>
      );
  else if (step === 'before')
    body = (
      <>
        <h3 style={{ margin: '0 0 4px' }}>{t('flow.step.before')}</h3>
        <p style={{ margin: 0, color: brand.textMuted }}>{vehicles ? t('flow.before.each') : t('flow.before.one')}</p>
        <PhotoSet booking={booking} vehicles={vehicles} mediaType="before" media={before.data ?? []} />
        <Button type="primary" style={{ ...big, marginTop: 16 }} disabled={!beforeReady} onClick={() => setStep('active')}>
          {t('flow.continue')}
        </Button>
        <CustomerNotHere booking={booking} uploadedPhotos={before.data?.length ?? 0} onDone={() => setStep('closed')} />
      </>
    );
  else if (step === 'active')
    body = (
      <>
        <h3 style={{ margin: 0 }}>{t('dash.jobInProgress.list')}</h3>
        {session && <Elapsed startedAt={session.startedAt} />}
        <details>
          <summary style={disclosureSummaryStyle}>{t('flow.beforeCount', { count: beforeCount })}</summary>
          <PhotoSet booking={booking} vehicles={vehicles} mediaType="before" media={before.data ?? []} />
        </details>
        <FinishJob busy={completing.isLoading} onFinish={() => void finish()} />
      </>
    );
  else if (step === 'after')
    body = (
      <>
        <h3 style={{ margin: '0 0 4px' }}>{t('flow.step.after')}</h3>
        <p style={{ margin: 0, color: brand.textMuted }}>{vehicles ? t('flow.after.each') : t('flow.after.one')}</p>
        <PhotoSet booking={booking} vehicles={vehicles} mediaType="after" media={after.data ?? []} />
        <Button type="primary" style={{ ...big, marginTop: 16 }} disabled={!afterReady} onClick={() => setStep('summary')}>
          {t('flow.viewSummary')}
        </Button>
      </>
    );
  else
    body = (
      <div data-testid="job-summary">
        <h3 style={{ margin: 0 }}>{t('flow.complete')}</h3>
        <p style={{ fontSize: 18 }}>
          {t('flow.totalDuration')} <strong data-testid="job-duration">{durationText(session?.durationMinutes ?? null, t)}</strong>
        </p>
        <h4 style={{ margin: '8px 0 0' }}>{t('photos.before')}</h4>
        <PhotoSet booking={booking} vehicles={vehicles} mediaType="before" media={before.data ?? []} canAdd={false} />
        <h4 style={{ margin: '8px 0 0' }}>{t('photos.after')}</h4>
        <PhotoSet booking={booking} vehicles={vehicles} mediaType="after" media={after.data ?? []} canAdd={false} />
        <PhoneTip booking={booking} />
        <LinkButton type="primary" to="/dadportal/dad" style={big}>
          {t('common.backToDashboard')}
        </LinkButton>
      </div>
    );

  return (
    <div data-testid="job-flow" data-step={step}>
      {step !== 'closed' && (
        <p style={{ margin: '0 0 12px', color: brand.textMuted, fontSize: 14 }} data-testid="job-step">
          {t('flow.stepOf', { step: STEP_INDEX[step] + 1, total: 5, title: t(STEP_TITLES[step]) })}
        </p>
      )}
      {body}
    </div>
  );
}
