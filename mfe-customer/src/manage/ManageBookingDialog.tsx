import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingSummaryDto, BookingManageOptionsDto } from '@dd/contracts/booking';
import { formatMoney } from '@dd/domain/pricing';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { bookingReference, longDate, windowText } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { QueryState } from '@dd/ui/query-state';
import { brand } from '@dd/ui/theme';
import { WindowPicker } from '@dd/ui/window-picker';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useCustomerCancelBookingMutation, useCustomerGetBookingManageOptionsQuery, useCustomerRescheduleBookingMutation } from '../api/bookings.api';
import { useT } from '../i18n';

const h3Style = { fontSize: 16, margin: '0 0 8px', color: brand.text } as const;

/** Days offered for a new time: two weeks, as the booking wizard. */
const DAYS_SHOWN = 14;

/** The dialog's content, mounted only while open (so each opening reads the options afresh). */
function ManageBooking({ booking, onDone, reschedule }: { booking: BookingSummaryDto; onDone: () => void; reschedule: boolean }) {
  const options = useCustomerGetBookingManageOptionsQuery(booking.id, { refetchOnMountOrArgChange: true });
  const t = useT();
  return (
    <QueryState query={options} errorTitle={t('manage.failed')} loadingLabel={t('manage.loading')}>
      {(data) => <ManageOptions booking={booking} options={data} onDone={onDone} reschedule={reschedule} />}
    </QueryState>
  );
}

function ManageOptions({ booking, options, onDone, reschedule: startRescheduling }: { booking: BookingSummaryDto; options: BookingManageOptionsDto; onDone: () => void; reschedule: boolean }) {
  const dispatch = useAppDispatch();
  const [reschedule, rescheduling] = useCustomerRescheduleBookingMutation();
  const [cancel, cancelling] = useCustomerCancelBookingMutation();
  const [picking, setPicking] = useState(startRescheduling);
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  const [range] = useState(() => {
    const from = calendarDate(new Date());
    // The server sizes the windows for the whole booking (every vehicle's package and add-ons), as reschedule checks it.
    return { from, to: addDays(from, DAYS_SHOWN - 1), bookingId: booking.id };
  });
  const { canReschedule, canCancel, freeCancellation, policyText, rescheduleRefusal, lateCancelFee } = options;
  // Inside the window with a fee agreed at checkout: the customer may cancel once told the fee.
  const withFee = canCancel && !freeCancellation && lateCancelFee != null;

  const onReschedule = async () => {
    if (!selected) return;
    try {
      const updated = await reschedule({ id: booking.id, scheduledDate: selected }).unwrap();
      dispatch(
        showToast({
          title: t('manage.rescheduled'),
          description: t('manage.rescheduled.text', { when: `${longDate(updated.scheduledDate ?? selected, locale)}, ${windowText({ scheduledDate: updated.scheduledDate ?? selected }, tr)}` }),
        }),
      );
      onDone();
    } catch (error) {
      // The window may have gone meanwhile: the picker reads availability again (the tag was invalidated).
      setSelected(null);
      dispatch(showToast({ title: t('manage.rescheduleFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };

  const onCancel = async () => {
    try {
      await cancel({ id: booking.id, acceptFee: withFee }).unwrap();
      dispatch(
        showToast({
          title: t('manage.cancelled'),
          description: withFee ? t('manage.cancelled.fee', { fee: formatMoney(lateCancelFee!) }) : t('manage.cancelled.text'),
        }),
      );
      onDone();
    } catch (error) {
      setConfirmingCancel(false);
      dispatch(showToast({ title: t('manage.cancelFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <p style={{ margin: 0, color: brand.textMuted }}>
        {booking.package?.name ?? t('detail.yourDetail')} · {longDate(booking.scheduledDate, locale)}, {windowText(booking, tr)} · {t('detail.reference', { reference: bookingReference(booking.id) })}
      </p>

      <section aria-labelledby="manage-reschedule" data-testid="manage-reschedule">
        <h3 id="manage-reschedule" style={h3Style}>
          {t('dash.reschedule')}
        </h3>
        {!canReschedule ? (
          <p style={{ margin: 0 }}>
            {t('manage.noReschedule')} {rescheduleRefusal ?? policyText}
          </p>
        ) : !picking ? (
          <Button onClick={() => setPicking(true)}>{t('manage.chooseTime')}</Button>
        ) : (
          <>
            <p style={{ margin: '0 0 12px', color: brand.textMuted }} data-testid="reschedule-policy">
              {t('manage.policy', { hours: options.cancellationPolicyHours })}
            </p>
            <WindowPicker
              range={range}
              current={booking.scheduledDate}
              freeCancellation={{ hours: options.cancellationPolicyHours }}
              selected={selected}
              onSelect={setSelected}
              testId="reschedule"
            />
            <Flex gap={8} style={{ marginTop: 12 }} wrap>
              <Button type="primary" disabled={!selected} loading={rescheduling.isLoading} onClick={() => void onReschedule()}>
                {t('manage.confirmTime')}
              </Button>
              <Button onClick={() => (setPicking(false), setSelected(null))}>{t('manage.keepTime')}</Button>
            </Flex>
          </>
        )}
      </section>

      <section aria-labelledby="manage-cancel" data-testid="manage-cancel">
        <h3 id="manage-cancel" style={h3Style}>
          {t('manage.cancel')}
        </h3>
        {canCancel && (freeCancellation || withFee) ? (
          <>
            {withFee && (
              <div data-testid="late-cancel-fee" style={{ borderLeft: `4px solid ${brand.warning}`, background: `${brand.warning}14`, borderRadius: 8, padding: '12px 16px', marginBottom: 12 }}>
                <p style={{ margin: '0 0 4px' }}>{policyText}</p>
                <p style={{ margin: 0 }}>{t('manage.stillCancel', { fee: formatMoney(lateCancelFee!) })}</p>
              </div>
            )}
            <Button danger onClick={() => setConfirmingCancel(true)}>
              {withFee ? t('manage.cancelAndPay', { fee: formatMoney(lateCancelFee!) }) : t('manage.cancelBooking')}
            </Button>
            <ConfirmDialog
              open={confirmingCancel}
              title={t('manage.cancelBooking')}
              confirmLabel={t('manage.cancelYes')}
              cancelLabel={t('manage.keepBooking')}
              danger
              busy={cancelling.isLoading}
              onConfirm={() => void onCancel()}
              onCancel={() => setConfirmingCancel(false)}
            >
              {withFee ? t('manage.cancelConfirm.fee', { fee: formatMoney(lateCancelFee!) }) : t('manage.cancelConfirm')}
            </ConfirmDialog>
          </>
        ) : (
          <div data-testid="cancel-policy" style={{ borderLeft: `4px solid ${brand.warning}`, background: `${brand.warning}14`, borderRadius: 8, padding: '12px 16px' }}>
            <p style={{ margin: '0 0 4px' }}>{policyText}</p>
            <Link to="/contact">{t('manage.contact')}</Link>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * Manage a pending or confirmed booking (GET /api/bookings/{id}/manage): reschedule it or cancel it.
 * `reschedule` opens it on the window picker (the dashboard's Reschedule button).
 */
export function ManageBookingDialog({ booking, open, onClose, reschedule = false }: { booking: BookingSummaryDto; open: boolean; onClose: () => void; reschedule?: boolean }) {
  return (
    <PlainDialog open={open} onClose={onClose} title={useT()('manage.title')} width={760}>
      {open && <ManageBooking booking={booking} onDone={onClose} reschedule={reschedule} />}
    </PlainDialog>
  );
}
