import { useEffect, useRef, useState } from 'react';
import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch, useAppSelector } from '@dd/api-client';
import { LinkButton } from '@dd/ui/link-button';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { usePublicConfirmBookingPaymentMutation } from '../api/booking.api';
import { PageHero, Section } from '../common/layout';
import { SuccessStep } from '../book/steps/SuccessStep';
import { completedBooking, wizardActions } from '../book/wizard.slice';
import { selectWizard } from '../book/wizard.store';
import { readOutcome } from './return-outcome';

function Outcome({ tone, title, text, retry }: { tone: 'success' | 'pending' | 'error'; title: string; text: string; retry?: boolean }) {
  const icon = { success: <CheckCircleFilled style={{ color: brand.success }} />, pending: <ClockCircleFilled style={{ color: brand.warning }} />, error: <CloseCircleFilled style={{ color: brand.error }} /> }[tone];
  return (
    <div style={{ ...surfaceStyle, maxWidth: 560, margin: '0 auto', textAlign: 'center' }} data-testid="thanks-outcome">
      <div style={{ fontSize: 48 }} aria-hidden>
        {icon}
      </div>
      <h2 style={{ margin: '8px 0', color: brand.text }}>{title}</h2>
      <p style={{ color: brand.textMuted }}>{text}</p>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        {retry && (
          <LinkButton to="/book" type="primary">
            Try Again
          </LinkButton>
        )}
        <LinkButton to="/dadportal/customer" type={retry ? 'default' : 'primary'}>
          Go to Dashboard
        </LinkButton>
      </div>
    </div>
  );
}

/**
 * /thanks: Stripe's return address. When the bank made the card check leave the page, Stripe comes
 * back here with the outcome; a success records the hold on the booking the wizard was paying for.
 */
export default function ThanksPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const outcome = readOutcome(params);
  const { pending, completed } = useAppSelector(selectWizard);
  const [confirmBookingPayment] = usePublicConfirmBookingPaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (outcome === 'failed') dispatch(showToast({ title: 'Payment Failed', description: 'Your card was not authorized. Please try again.', variant: 'destructive' }));
    if (outcome !== 'succeeded' || !pending || started.current) return;
    started.current = true;
    confirmBookingPayment(pending.id)
      .unwrap()
      .then((booking) =>
        // Back from the card's bank the form is gone, so this screen cannot tell whether checkout made the account: no set-password note.
        dispatch(wizardActions.checkoutSucceeded(completedBooking(booking, { serviceName: '', vehicleType: 'sedan' }, null))),
      )
      .catch((error: unknown) => {
        const message = errorMessage(error, 'Your card was not authorized. Please try again.');
        setFailure(message);
        dispatch(showToast({ title: 'Payment Failed', description: message, variant: 'destructive' }));
      });
  }, [outcome, pending, confirmBookingPayment, dispatch]);

  let content;
  if (outcome === 'succeeded' && completed)
    content = (
      <div style={surfaceStyle}>
        <SuccessStep booking={completed} />
      </div>
    );
  else if (failure) content = <Outcome tone="error" title="Payment Failed" text={failure} retry />;
  else if (outcome === 'succeeded' && pending) content = <PageSpinner label="Confirming your payment" />;
  else if (outcome === 'succeeded') content = <Outcome tone="success" title="Payment authorized" text="Your card is authorized; it is charged only after the job is done." />;
  else if (outcome === 'processing') content = <Outcome tone="pending" title="Payment processing" text="Your bank is still processing the payment. Your booking shows in your dashboard." />;
  else if (outcome === 'failed') content = <Outcome tone="error" title="Payment Failed" text="Your card was not authorized. Please try again." retry />;
  else content = <Outcome tone="success" title="Thanks for choosing Dad's Detailing" text="Your bookings are in your dashboard." />;

  return (
    <div data-testid="thanks-page">
      <PageHero title="Thank You" />
      <Section>{content}</Section>
    </div>
  );
}
