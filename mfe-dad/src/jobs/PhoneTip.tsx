import { useState } from 'react';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { formatMoney } from '@dd/domain/pricing';
import { brand } from '@dd/ui/theme';
import { TipPicker } from '@dd/ui/tip-picker';
import { useDadAddTipMutation } from '../api/dad.api';
import { useT } from '../i18n';

/** At the end of the job the DAD hands the phone over: the customer may add a tip to the card they paid with. */
export function PhoneTip({ booking }: { booking: BookingDetailDto }) {
  const dispatch = useAppDispatch();
  const [addTip, adding] = useDadAddTipMutation();
  const t = useT();
  const [given, setGiven] = useState<string | null>(booking.tip?.amount ?? null);
  if (given) {
    return (
      <p style={{ margin: '16px 0', fontSize: 18 }} data-testid="phone-tip-done">
        {t('tip.added')} <strong>{formatMoney(given)}</strong>. {t('tip.thanks')}
      </p>
    );
  }
  return (
    <div style={{ margin: '16px 0', padding: 16, border: `1px solid ${brand.border}`, borderRadius: 12 }}>
      <p style={{ margin: '0 0 12px', color: brand.textMuted }}>{t('tip.handOver')}</p>
      <TipPicker
        testId="phone-tip"
        total={booking.totalAmount}
        busy={adding.isLoading}
        onTip={async (amount) => {
          try {
            await addTip({ id: booking.id, amount }).unwrap();
            setGiven(amount);
            return true;
          } catch (error) {
            dispatch(showToast({ title: t('tip.failed'), description: errorMessage(error, t('common.pleaseTryAgain')), variant: 'destructive' }));
            return false;
          }
        }}
      />
    </div>
  );
}
