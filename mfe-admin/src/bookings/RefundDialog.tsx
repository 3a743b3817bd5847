import { useEffect } from 'react';
import { Button, Flex } from 'antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { refundPaymentSchema, type AdminTipDto, type RefundPaymentRequest } from '@dd/contracts/payment';
import { formatMoney } from '@dd/domain/pricing';
import { bookingReference } from '@dd/ui/booking-format';
import { TextField } from '@dd/ui/form-controls';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { useAdminRefundPaymentMutation, useAdminRefundTipMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

interface RefundForm {
  amount: string;
  reason: string;
}

/** What is left to refund of `taken` once `refunded` went back, as a money string. */
export function leftOf(taken: string | null, refunded: string): string {
  const cents = (value: string) => Math.round(Number(value) * 100);
  const left = taken ? cents(taken) - cents(refunded) : 0;
  return (Math.max(0, left) / 100).toFixed(2);
}

/** What is left to refund of a booking's captured payment, as a money string. */
export const refundable = (booking: Pick<BookingSummaryDto, 'capturedAmount' | 'refundedAmount'>) => leftOf(booking.capturedAmount, booking.refundedAmount);

/** What the dialog refunds: the booking's captured payment, or its tip (a charge of its own). */
export type RefundOf = { of: 'payment'; booking: BookingSummaryDto } | { of: 'tip'; booking: BookingSummaryDto; tip: AdminTipDto };

/**
 * Refund: all or part of what is left of the payment or of the tip, with a reason (kept in the audit
 * log). The server holds the limit (two admins at once cannot pass it); it may ask the admin to
 * confirm it is them first. `onRefunded` gets the booking (a payment refund) or the tip as they now are.
 */
export function RefundDialog({
  target,
  onClose,
  onRefunded,
}: {
  target: RefundOf | null;
  onClose: () => void;
  onRefunded: (result: { booking: BookingSummaryDto } | { tip: AdminTipDto }) => void;
}) {
  const [refundPayment, refundingPayment] = useAdminRefundPaymentMutation();
  const [refundTip, refundingTip] = useAdminRefundTipMutation();
  const act = useAdminAction();
  const { control, handleSubmit, reset } = useForm<RefundForm>({ resolver: zodResolver(refundPaymentSchema, undefined, { raw: true }) as Resolver<RefundForm>, defaultValues: { amount: '', reason: '' } });
  const taken = target && (target.of === 'tip' ? target.tip.amount : target.booking.capturedAmount);
  const left = target ? (target.of === 'tip' ? leftOf(target.tip.amount, target.tip.refundedAmount) : refundable(target.booking)) : '0.00';
  useEffect(() => {
    if (target) reset({ amount: left, reason: '' });
  }, [target, left, reset]);
  if (!target) return null;

  const tip = target.of === 'tip';
  const submit = handleSubmit(async (values) => {
    const body: { id: string } & RefundPaymentRequest = { id: target.booking.id, ...values };
    const done = await act<{ booking: BookingSummaryDto } | { tip: AdminTipDto }>(() => (tip ? refundTip(body).unwrap() : refundPayment(body).unwrap()), {
      success: { title: tip ? 'Tip refunded' : 'Payment refunded', description: `${formatMoney(Number(values.amount).toFixed(2))} will go back to the customer's card.` },
      failure: { title: tip ? 'Failed to refund tip' : 'Failed to refund payment' },
    });
    if (done) {
      onRefunded(done);
      onClose();
    }
  });
  const form = tip ? 'refund-tip' : 'refund';
  return (
    <PlainDialog open onClose={onClose} title={`${tip ? 'Refund the tip of' : 'Refund'} booking #${bookingReference(target.booking.id)}`}>
      <form onSubmit={submit} noValidate data-testid="refund-form" style={{ display: 'grid', gap: 4 }}>
        <p style={{ margin: '0 0 8px' }}>
          {tip ? 'Tip' : 'Captured'} {formatMoney(taken ?? '0.00')}; {formatMoney(left)} can still be refunded.
        </p>
        <TextField control={control} form={form} name="amount" label="Amount to refund ($)" inputMode="decimal" />
        <TextField control={control} form={form} name="reason" label="Reason" multiline />
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" danger htmlType="submit" loading={refundingPayment.isLoading || refundingTip.isLoading}>
            {tip ? 'Refund Tip' : 'Refund'}
          </Button>
        </Flex>
      </form>
    </PlainDialog>
  );
}
