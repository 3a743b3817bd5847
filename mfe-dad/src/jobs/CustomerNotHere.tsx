import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import { windowText } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { brand } from '@dd/ui/theme';
import { useDadMarkNoShowMutation } from '../api/dad.api';
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';
import { readPosition } from './location';

/**
 * "Customer not here", after I'm Here: a before photo of the place must be uploaded first (it is the
 * record, with the phone's location); the booking then closes as a no-show and the agreed fee is charged.
 */
export function CustomerNotHere({ booking, uploadedPhotos, onDone }: { booking: { id: string; scheduledDate: string }; uploadedPhotos: number; onDone: () => void }) {
  const bookingId = booking.id;
  const dispatch = useAppDispatch();
  const t = useT();
  const tr = useUiText();
  // Not before the arrival window begins (issue 37 item 11: it was offered, then refused by a toast); the button wakes up then.
  const windowStart = Date.parse(booking.scheduledDate);
  const [begun, setBegun] = useState(() => Date.now() >= windowStart);
  useEffect(() => {
    if (begun) return;
    const timer = setTimeout(() => setBegun(true), Math.min(windowStart - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [begun, windowStart]);
  const [mark, marking] = useDadMarkNoShowMutation();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    setAsking(false);
    const position = await readPosition();
    try {
      await mark({ id: bookingId, latitude: position?.latitude ?? null, longitude: position?.longitude ?? null }).unwrap();
      dispatch(showToast({ title: t('noShow.done'), description: t('noShow.done.text') }));
      onDone();
    } catch (error) {
      dispatch(showToast({ title: t('noShow.failed'), description: errorMessage(error, t('common.pleaseTryAgain')), variant: 'destructive' }));
    }
  }

  return (
    <div style={{ marginTop: 24, borderTop: `1px solid ${brand.border}`, paddingTop: 16 }} data-testid="customer-not-here">
      <p style={{ margin: '0 0 8px', color: brand.textMuted }} data-testid="customer-not-here-hint">
        {begun
          ? t('noShow.hint')
          : t('noShow.notYet', { window: windowText(booking, tr) })}
      </p>
      <Button danger block disabled={!uploadedPhotos || !begun} loading={marking.isLoading} onClick={() => setAsking(true)} style={{ minHeight: 48 }}>
        {t('noShow.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('noShow.title')}
        confirmLabel={t('noShow.confirm')}
        cancelLabel={t('noShow.cancel')}
        danger
        busy={marking.isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        {t('noShow.text')}
      </ConfirmDialog>
    </div>
  );
}
