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
import { useUiText } from '@dd/ui/i18n';
import { InContentLanguage, useContentT } from '../content/i18n';
import { readOutcome } from './return-outcome';

function Outcome({ tone, title, text, retry }: { tone: 'success' | 'pending' | 'error'; title: string; text: string; retry?: boolean }) {
  const t = useContentT();
  const tr = useUiText();
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
            {tr('Try Again')}
          </LinkButton>
        )}
        <LinkButton to="/dadportal/customer" type={retry ? 'default' : 'primary'}>
          {t('thanks.dashboard')}
        </LinkButton>
      </div>
    </div>
  );
}

/** The return's outcome in the reader's language (the content pages' catalog). */
function Thanks() {
  const t = useContentT();
  const tr = useUiText();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const outcome = readOutcome(params);
  const { pending, completed } = useAppSelector(selectWizard);
  const [confirmBookingPayment] = usePublicConfirmBookingPaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  // Words, not functions, in the effect's dependencies: it runs again only when the page's state changes.
  const [failedTitle, notAuthorized] = [tr('Payment Failed'), t('thanks.notAuthorized')];

  useEffect(() => {
    if (outcome === 'failed') dispatch(showToast({ title: failedTitle, description: notAuthorized, variant: 'destructive' }));
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
        dispatch(showToast({ title: failedTitle, description: message, variant: 'destructive' }));
      });
  }, [outcome, pending, confirmBookingPayment, dispatch, failedTitle, notAuthorized]);

  let content;
  if (outcome === 'succeeded' && completed)
    content = (
      <div style={surfaceStyle}>
        <SuccessStep booking={completed} />
      </div>
    );
  else if (failure) content = <Outcome tone="error" title={tr('Payment Failed')} text={tr(failure)} retry />;
  else if (outcome === 'succeeded' && pending) content = <PageSpinner label={t('thanks.confirming')} />;
  else if (outcome === 'succeeded') content = <Outcome tone="success" title={t('thanks.authorized')} text={t('thanks.authorized.text')} />;
  else if (outcome === 'processing') content = <Outcome tone="pending" title={t('thanks.processing')} text={t('thanks.processing.text')} />;
  else if (outcome === 'failed') content = <Outcome tone="error" title={tr('Payment Failed')} text={t('thanks.notAuthorized')} retry />;
  else content = <Outcome tone="success" title={t('thanks.choosing')} text={t('thanks.choosing.text')} />;

  return (
    <div data-testid="thanks-page">
      <PageHero title={t('thanks.title')} />
      <Section>{content}</Section>
    </div>
  );
}

/**
 * /thanks: Stripe's return address. When the bank made the card check leave the page, Stripe comes
 * back here with the outcome; a success records the hold on the booking the wizard was paying for.
 */
export default function ThanksPage() {
  return (
    <InContentLanguage>
      <Thanks />
    </InContentLanguage>
  );
}
