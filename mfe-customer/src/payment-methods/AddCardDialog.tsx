import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Flex } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import { cardholderNameSchema, type PaymentConfigDto } from '@dd/contracts/payment';
import type { CardEntryHandle } from '@dd/ui/card-entry/card-entry';
import { TestCardForm } from '@dd/ui/card-entry/test-card-form';
import { TextField } from '@dd/ui/form-controls';
import { Notice } from '@dd/ui/notice';
import { PageSpinner } from '@dd/ui/page-spinner';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { useUiText } from '@dd/ui/i18n';
import { useCustomerAddPaymentMethodMutation, useCustomerConfirmTestCardSetupMutation, useCustomerCreateCardSetupIntentMutation } from '../api/portal.api';
import { useT } from '../i18n';

// Stripe Elements and Stripe.js load only in Stripe mode.
const StripeCardForm = lazy(() => import('@dd/ui/card-entry/stripe-card-form'));

const nameSchema = z.object({ name: cardholderNameSchema });

/**
 * Payment Methods' Add: the card is saved on a SetupIntent (Stripe Elements with keys, the labelled
 * test-mode form without), then added to the customer's cards. Nothing is charged.
 */
export function AddCardDialog({ open, onClose, config }: { open: boolean; onClose: () => void; config: PaymentConfigDto }) {
  // While the card is saved the dialog stays open: closing it under the save lost the card (issue 36 item 4).
  const [busy, setBusy] = useState(false);
  const t = useT();
  return (
    <PlainDialog open={open} onClose={onClose} title={t('cards.add')} width={520} busy={busy}>
      <AddCardForm config={config} onDone={onClose} busy={busy} setBusy={setBusy} />
    </PlainDialog>
  );
}

/**
 * The card form itself: also the plan's Update Card page (a card saved, then `onSaved` uses it; what
 * it throws shows as the form's failure, and the card stays saved in Payment Methods).
 */
export function AddCardForm({
  config,
  onDone,
  busy,
  setBusy,
  onSaved,
  submitLabel,
  failureTitle,
}: {
  config: PaymentConfigDto;
  onDone: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSaved?: (paymentMethodId: string) => Promise<void>;
  submitLabel?: string;
  failureTitle?: string;
}) {
  const dispatch = useAppDispatch();
  const card = useRef<CardEntryHandle>(null);
  const [createSetupIntent] = useCustomerCreateCardSetupIntentMutation();
  const [confirmTestCardSetup] = useCustomerConfirmTestCardSetupMutation();
  const [addPaymentMethod] = useCustomerAddPaymentMethodMutation();
  // A second tap while the card is saved is ignored: `busy` only disables the button after a render.
  const saving = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const tr = useUiText();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });

  const save = handleSubmit(async ({ name }) => {
    if (saving.current || !card.current || !(await card.current.validate())) return;
    saving.current = true;
    setBusy(true);
    // The last failure stays until this attempt answers: removing it at the tap moved Save Card
    // under the finger.
    try {
      const { clientSecret } = await createSetupIntent().unwrap();
      const confirmed = await card.current.confirm(clientSecret, { name });
      if (confirmed.error || !confirmed.paymentMethodId) {
        setFailure(confirmed.error ? tr(confirmed.error) : t('cards.notSaved'));
        return;
      }
      const saved = await addPaymentMethod({ paymentMethodId: confirmed.paymentMethodId }).unwrap();
      if (onSaved) {
        await onSaved(saved.id);
        return;
      }
      dispatch(showToast({ title: t('cards.added'), description: t('cards.added.text', { last4: saved.last4 }) }));
      onDone();
    } catch (error) {
      setFailure(tr(errorMessage(error, 'The card could not be saved. Please try again.')));
    } finally {
      saving.current = false;
      setBusy(false);
    }
  });

  const stripeKey = config.mode === 'stripe' ? config.publishableKey : null;
  return (
    <form
      onSubmit={(event) => {
        // The card's messages show together with the name's.
        void card.current?.validate();
        void save(event);
      }}
      noValidate
      aria-label={t('cards.add')}
      data-testid="add-card-form"
    >
      <TextField form="add-card" control={control} name="name" label={t('cards.name')} autoComplete="cc-name" />
      {stripeKey ? (
        <Suspense fallback={<PageSpinner label={t('cards.loadingForm')} />}>
          <StripeCardForm publishableKey={stripeKey} purpose="setup" ref={card} />
        </Suspense>
      ) : (
        <TestCardForm ref={card} confirmCard={(body) => confirmTestCardSetup(body).unwrap()} />
      )}
      {failure && (
        <Notice tone="error" title={failureTitle ?? t('cards.addFailed')} testId="add-card-failed">
          {failure}
        </Notice>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone} disabled={busy}>
          {tr('Cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitLabel ?? t('cards.save')}
        </Button>
      </Flex>
    </form>
  );
}
