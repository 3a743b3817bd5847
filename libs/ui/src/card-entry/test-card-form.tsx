import { useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorMessage, isApiError } from '@dd/api-client';
import { testCardConfirmSchema, type TestCardConfirmRequest } from '@dd/contracts/payment';
import { TextField } from '../form-controls';
import { useUiText } from '../i18n';
import { Notice } from '../notice';
import { TEST_CARD_APPROVED, TEST_CARD_DECLINED, type CardEntryHandle } from './card-entry';

// The same rules the API applies to the test gateway's confirm calls, less the client secret.
const cardSchema = testCardConfirmSchema.omit({ clientSecret: true });
type CardInput = z.input<typeof cardSchema>;
type CardOutput = z.output<typeof cardSchema>;

/**
 * Test mode's card form (the offline test gateway): clearly labelled, with the test cards to use.
 * `confirmCard` is the screen's test confirm call (checkout's or the card setup's).
 */
export function TestCardForm({ ref, confirmCard }: { ref: Ref<CardEntryHandle>; confirmCard: (body: TestCardConfirmRequest) => Promise<{ paymentMethodId?: string } | void> }) {
  const { control, trigger, getValues } = useForm<CardInput, unknown, CardOutput>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const tr = useUiText();

  useImperativeHandle(
    ref,
    () => ({
      validate: () => trigger(),
      confirm: async (clientSecret) => {
        const card = cardSchema.parse(getValues());
        try {
          return { paymentMethodId: (await confirmCard({ clientSecret, ...card }))?.paymentMethodId };
        } catch (error) {
          // 402 carries the provider's decline message; anything else is reported the same way.
          return { error: errorMessage(error, isApiError(error) ? error.message : 'Your card was declined.') };
        }
      },
    }),
    [trigger, getValues, confirmCard],
  );

  return (
    <div data-testid="test-card-form">
      <Notice tone="info" title={tr('Test mode')} testId="test-mode-notice">
        {tr('No real card is charged. Use the test card {approved} to approve, or {declined} to see a decline, with any future expiry date and any 3-digit CVC.', { approved: TEST_CARD_APPROVED, declined: TEST_CARD_DECLINED })}
      </Notice>
      <TextField form="card" control={control} name="cardNumber" label={tr('Card Number')} autoComplete="cc-number" inputMode="numeric" placeholder="4242 4242 4242 4242" maxLength={23} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))', columnGap: 16 }}>
        <TextField form="card" control={control} name="expiry" label={tr('Expiry (MM/YY)')} autoComplete="cc-exp" placeholder="12/30" maxLength={7} />
        <TextField form="card" control={control} name="cvc" label="CVC" autoComplete="cc-csc" inputMode="numeric" placeholder="123" maxLength={4} />
      </div>
    </div>
  );
}
