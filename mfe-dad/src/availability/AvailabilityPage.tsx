import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import {
  AVAILABILITY_MESSAGES,
  specificDateAvailabilitySchema,
  type SpecificDateAvailabilityDto,
  type WeeklyAvailabilityDto,
} from '@dd/contracts/availability';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { effectiveMinAdvanceHours, MAX_BOOKINGS_PER_DAD_PER_DAY } from '@dd/domain/availability';
import { calendarDate } from '@dd/domain/time-windows';
import { dayTitle, windowText } from '@dd/ui/booking-format';
import { PageError } from '@dd/ui/page-error';
import { PageSpinner } from '@dd/ui/page-spinner';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { brand } from '@dd/ui/theme';
import {
  useDadAddSpecificDateMutation,
  useDadGetDadBookingsQuery,
  useDadGetSpecificDatesQuery,
  useDadGetWeeklyAvailabilityQuery,
  useDadGetBookingRulesQuery,
  useDadRemoveSpecificDateMutation,
  useDadSaveWeeklyAvailabilityMutation,
} from '../api/dad.api';
import { BACK_TO_DASHBOARD, DadPage, Panel } from '../common/DadPage';
import { customerName, jobDay } from '../common/job-format';
import { jobsLeftOutside, type Schedule } from './orphans';
import { TimeRangeSelects, WeeklyHoursFields, weeklyProblem } from '@dd/ui/weekly-hours-fields';

/** Icon buttons keep a 44 px square beside long text (flex would squeeze them). */
const iconButtonStyle = { minWidth: 44, flexShrink: 0 } as const;

/** The spec's defaults (dad-and-admin §4); a new weekly window's are in nextWeeklyWindow. */
const NEW_DATE = { date: '', startTime: '09:00', endTime: '17:00' };

/**
 * Asks before a change that would leave booked jobs outside the DAD's hours. "Keep My Hours" calls
 * `keep`, which puts the editor back to the saved hours (the edit is not kept).
 */
function useOrphanCheck(schedule: Schedule | null) {
  const jobs = useDadGetDadBookingsQuery();
  const [pending, setPending] = useState<{ jobs: BookingDetailDto[]; proceed: () => void; keep?: () => void } | null>(null);
  function check(after: Schedule, proceed: () => void, keep?: () => void) {
    const left = schedule ? jobsLeftOutside(jobs.data ?? [], schedule, after, calendarDate(new Date())) : [];
    if (left.length) setPending({ jobs: left, proceed, keep });
    else proceed();
  }
  const dialog = (
    <ConfirmDialog
      open={!!pending}
      title="Booked jobs outside these hours"
      confirmLabel="Change Anyway"
      cancelLabel="Keep My Hours"
      danger
      onCancel={() => {
        pending?.keep?.();
        setPending(null);
      }}
      onConfirm={() => {
        pending?.proceed();
        setPending(null);
      }}
    >
      <div data-testid="orphan-warning">
        <p style={{ marginTop: 0 }}>This change leaves these booked jobs outside your hours. They stay assigned to you; make sure you can still do them, or ask an admin to move them.</p>
        <ul style={{ paddingLeft: 20 }}>
          {pending?.jobs.map((j) => (
            <li key={j.id}>
              {dayTitle(jobDay(j))}, {windowText(j)}: {customerName(j)}
            </li>
          ))}
        </ul>
      </div>
    </ConfirmDialog>
  );
  return { check, dialog };
}

function FieldError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" style={{ color: brand.error, margin: '4px 0 8px' }}>
      {children}
    </p>
  );
}

function WeeklyEditor({ saved, specific, guard }: { saved: WeeklyAvailabilityDto[]; specific: SpecificDateAvailabilityDto[]; guard: ReturnType<typeof useOrphanCheck> }) {
  const dispatch = useAppDispatch();
  const [windows, setWindows] = useState(saved);
  const [save, saving] = useDadSaveWeeklyAvailabilityMutation();
  useEffect(() => setWindows(saved), [saved]);
  const problem = weeklyProblem(windows);

  async function persist() {
    try {
      await save({ availabilities: windows }).unwrap();
      dispatch(showToast({ title: 'Availability saved', description: 'Your weekly schedule has been updated.' }));
    } catch (error) {
      dispatch(showToast({ title: 'Failed to save availability', description: errorMessage(error, 'Failed to save availability'), variant: 'destructive' }));
    }
  }

  return (
    <Panel title="Weekly Schedule" testId="weekly-editor">
      <WeeklyHoursFields value={windows} onChange={setWindows} emptyText="No weekly hours yet: customers cannot book you except on specific dates." />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
        <Button type="primary" disabled={!!problem} loading={saving.isLoading} onClick={() => guard.check({ weekly: windows, specific }, () => void persist(), () => setWindows(saved))}>
          Save Schedule
        </Button>
      </div>
    </Panel>
  );
}

function SpecificDates({ dates, weekly, guard }: { dates: SpecificDateAvailabilityDto[]; weekly: WeeklyAvailabilityDto[]; guard: ReturnType<typeof useOrphanCheck> }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(NEW_DATE);
  const [shown, setShown] = useState(false);
  const [deleting, setDeleting] = useState<SpecificDateAvailabilityDto | null>(null);
  const [add, adding] = useDadAddSpecificDateMutation();
  const [remove] = useDadRemoveSpecificDateMutation();
  const today = calendarDate(new Date());
  const parsed = specificDateAvailabilitySchema.safeParse(draft);
  const problem = parsed.success ? (draft.date < today ? AVAILABILITY_MESSAGES.pastDate : null) : parsed.error.issues[0]?.message;

  async function persistAdd() {
    try {
      await add(draft).unwrap();
      dispatch(showToast({ title: 'Date added', description: `${dayTitle(draft.date)}, ${draft.startTime}–${draft.endTime}: these hours replace your weekly hours that day.` }));
      setDraft(NEW_DATE);
      setShown(false);
    } catch (error) {
      dispatch(showToast({ title: 'Failed to add date', description: errorMessage(error, 'Failed to add date'), variant: 'destructive' }));
    }
  }
  async function persistRemove(d: SpecificDateAvailabilityDto) {
    try {
      await remove(d.id).unwrap();
      dispatch(showToast({ title: 'Date removed', description: `${dayTitle(d.date)}: your weekly hours apply again.` }));
    } catch (error) {
      dispatch(showToast({ title: 'Failed to remove date', description: errorMessage(error, 'Failed to remove date'), variant: 'destructive' }));
    }
  }

  return (
    <Panel title="Specific Dates" testId="specific-dates">
      <p style={{ marginTop: 0, color: brand.textMuted }}>Hours on a specific date replace your weekly hours for that day.</p>
      {dates.length ? (
        <ul style={{ margin: '0 0 12px', padding: 0 }}>
          {[...dates]
            .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime))
            .map((d) => (
              <li key={d.id} style={{ listStyle: 'none', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, borderTop: `1px solid ${brand.border}`, padding: '4px 0' }} data-testid="specific-date">
                <span>
                  {dayTitle(d.date)}, {d.startTime}–{d.endTime}
                </span>
                <Button
                  aria-label={`Delete ${dayTitle(d.date)} ${d.startTime} to ${d.endTime}`}
                  icon={<DeleteOutlined />}
                  style={iconButtonStyle}
                  onClick={() => setDeleting(d)}
                />
              </li>
            ))}
        </ul>
      ) : (
        <p>No specific dates.</p>
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this date?"
        confirmLabel="Delete Date"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const d = deleting!;
          setDeleting(null);
          guard.check({ weekly, specific: dates.filter((x) => x.id !== d.id) }, () => void persistRemove(d));
        }}
      >
        {deleting && (
          <p style={{ margin: 0 }}>
            {dayTitle(deleting.date)}, {deleting.startTime}–{deleting.endTime}. Your weekly hours will apply to that day again.
          </p>
        )}
      </ConfirmDialog>
      {shown ? (
        <div data-testid="specific-date-form">
          <label style={{ display: 'block', marginBottom: 4 }} htmlFor="specific-date">
            Date
          </label>
          <input
            id="specific-date"
            type="date"
            min={today}
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            style={{ minHeight: 44, width: '100%', boxSizing: 'border-box', fontSize: 16, padding: '0 8px', border: `1px solid ${brand.border}`, borderRadius: 8, marginBottom: 8 }}
          />
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            <TimeRangeSelects label="Specific date" start={draft.startTime} end={draft.endTime} onStart={(startTime) => setDraft({ ...draft, startTime })} onEnd={(endTime) => setDraft({ ...draft, endTime })} />
          </div>
          {problem && <FieldError>{problem}</FieldError>}
          <div style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap' }}>
            <Button onClick={() => setShown(false)}>Cancel</Button>
            <Button
              type="primary"
              disabled={!!problem}
              loading={adding.isLoading}
              onClick={() => guard.check({ weekly, specific: [...dates.filter((x) => x.date !== draft.date), { ...draft, id: 'new' }] }, () => void persistAdd())}
            >
              Add Date
            </Button>
          </div>
        </div>
      ) : (
        <Button icon={<PlusOutlined />} onClick={() => setShown(true)}>
          Add Specific Date
        </Button>
      )}
    </Panel>
  );
}

/** /dadportal/availability and /dadportal/dad/availability: weekly hours and specific dates (dad-and-admin §2, §4, §5). */
export default function AvailabilityPage() {
  const dispatch = useAppDispatch();
  const weekly = useDadGetWeeklyAvailabilityQuery(undefined, { refetchOnMountOrArgChange: true });
  const rules = useDadGetBookingRulesQuery();
  const dates = useDadGetSpecificDatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const schedule = weekly.data && dates.data ? { weekly: weekly.data, specific: dates.data } : null;
  const guard = useOrphanCheck(schedule);
  useEffect(() => {
    if (weekly.isError) dispatch(showToast({ title: 'Failed to fetch availability', description: errorMessage(weekly.error, 'Please try again.'), variant: 'destructive' }));
  }, [weekly.isError, weekly.error, dispatch]);
  useEffect(() => {
    if (dates.isError) dispatch(showToast({ title: 'Failed to fetch specific date availability', description: errorMessage(dates.error, 'Please try again.'), variant: 'destructive' }));
  }, [dates.isError, dates.error, dispatch]);

  // Said once known: a guess of 2 would be wrong whenever the setting is higher.
  const advanceHours = rules.data ? effectiveMinAdvanceHours(rules.data.minAdvanceBookingHours) : null;
  return (
    <DadPage title="Availability" back={BACK_TO_DASHBOARD} testId="dad-availability">
      <Panel>
        {/* The spec's sentence with the business's own minimum advance (issue 37 item 19: it said 2 while the setting was 24). */}
        <p style={{ margin: 0 }} data-testid="booking-rules">
          {advanceHours != null && `Customers book at least ${advanceHours} hours in advance. `}You take 1 booking at a time, at most {MAX_BOOKINGS_PER_DAD_PER_DAY} per day.
        </p>
      </Panel>
      {weekly.isLoading ? (
        <PageSpinner label="Loading availability" />
      ) : !weekly.data ? (
        <PageError title="Failed to Load Availability" onRetry={() => void weekly.refetch()} retryLabel="Try Again" />
      ) : (
        <WeeklyEditor saved={weekly.data} specific={dates.data ?? []} guard={guard} />
      )}
      {dates.isLoading ? (
        <PageSpinner label="Loading specific dates" />
      ) : !dates.data ? (
        <PageError title="Failed to Load Specific Dates" onRetry={() => void dates.refetch()} />
      ) : (
        <SpecificDates dates={dates.data} weekly={weekly.data ?? []} guard={guard} />
      )}
      {guard.dialog}
    </DadPage>
  );
}
