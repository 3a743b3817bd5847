import { useEffect } from 'react';
import { Button, Flex } from 'antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { refundPaymentSchema } from '@dd/contracts/payment';
import { formatMoney } from '@dd/domain/pricing';
import { bookingReference } from '@dd/ui/booking-format';
import { TextField } from '@dd/ui/form-controls';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { useAdminRefundPaymentMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

interface RefundForm {
  amount: string;
  reason: string;
}

/** What is left to refund of a booking's captured payment, as a money string. */
export function refundable(booking: Pick<BookingSummaryDto, 'capturedAmount' | 'refundedAmount'>): string {
  const cents = (value: string) => Math.round(Number(value) * 100);
  const left = booking.capturedAmount ? cents(booking.capturedAmount) - cents(booking.refundedAmount) : 0;
  return (Math.max(0, left) / 100).toFixed(2);
}

/**
 * Refund: all or part of what is left, with a reason (kept in the audit log). The server holds the
 * limit (two admins at once cannot pass it); it may ask the admin to confirm it is them first.
 */
export function RefundDialog({ booking, onClose, onRefunded }: { booking: BookingSummaryDto | null; onClose: () => void; onRefunded: (booking: BookingSummaryDto) => void }) {
  const [refund, refunding] = useAdminRefundPaymentMutation();
  const act = useAdminAction();
  const { control, handleSubmit, reset } = useForm<RefundForm>({ resolver: zodResolver(refundPaymentSchema, undefined, { raw: true }) as Resolver<RefundForm>, defaultValues: { amount: '', reason: '' } });
  useEffect(() => {
    if (booking) reset({ amount: refundable(booking), reason: '' });
  }, [booking, reset]);
  if (!booking) return null;

  const submit = handleSubmit(async (values) => {
    const done = await act(() => refund({ id: booking.id, ...values }).unwrap(), {
      success: { title: 'Payment refunded', description: `${formatMoney(Number(values.amount).toFixed(2))} will go back to the customer's card.` },
      failure: { title: 'Failed to refund payment' },
    });
    if (done) {
      onRefunded(done.booking);
      onClose();
    }
  });
  const form = 'refund';
  return (
    <PlainDialog open onClose={onClose} title={`Refund booking #${bookingReference(booking.id)}`}>
      <form onSubmit={submit} noValidate data-testid="refund-form" style={{ display: 'grid', gap: 4 }}>
        <p style={{ margin: '0 0 8px' }}>
          Captured {formatMoney(booking.capturedAmount ?? '0.00')}; {formatMoney(refundable(booking))} can still be refunded.
        </p>
        <TextField control={control} form={form} name="amount" label="Amount to refund ($)" inputMode="decimal" />
        <TextField control={control} form={form} name="reason" label="Reason" multiline />
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" danger htmlType="submit" loading={refunding.isLoading}>
            Refund
          </Button>
        </Flex>
      </form>
    </PlainDialog>
  );
}
