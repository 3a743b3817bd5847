import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { showToast, useAppDispatch } from '@dd/api-client';
import { Notice } from '@dd/ui/notice';
import { PageFrame } from '@dd/ui/page-frame';
import { planDate } from '@dd/ui/plan-format';
import { QueryState } from '@dd/ui/query-state';
import { surfaceStyle } from '@dd/ui/theme';
import { useCustomerGetPortalPaymentConfigQuery } from '../api/portal.api';
import { useCustomerGetPlanCardUpdateQuery, useCustomerUpdatePlanCardMutation } from '../api/plans.api';
import { AddCardForm } from '../payment-methods/AddCardDialog';
import { useT } from '../i18n';

/**
 * Update Card (/customer/plans/card/:token), the page the failed-payment email links to (decision
 * 0460): what the plan owes, and the checkout's card form; the new card is saved in Payment Methods,
 * the plan uses it from now on, and what is owed is held on it at once.
 */
export default function UpdatePlanCardPage() {
  const { token = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const query = useCustomerGetPlanCardUpdateQuery(token);
  const config = useCustomerGetPortalPaymentConfigQuery();
  const [updateCard] = useCustomerUpdatePlanCardMutation();
  const [busy, setBusy] = useState(false);
  const back = () => navigate('/customer/plans');

  return (
    <PageFrame title={t('planCard.title')} back={{ to: '/customer/plans', label: t('planCard.back') }} testId="update-plan-card">
      <QueryState query={query} errorTitle={t('planCard.failed')} loadingLabel={t('planCard.loading')}>
        {(link) => (
          <section style={surfaceStyle} aria-label={link.planName}>
            <h2 style={{ fontSize: 20, marginTop: 0 }}>{link.planName}</h2>
            {link.amountDue && link.visitDate ? (
              <p data-testid="plan-card-owed">{t('planCard.owed', { amount: link.amountDue, date: planDate(link.visitDate) })}</p>
            ) : (
              <p>{t('planCard.nothingOwed')}</p>
            )}
            {link.paymentStopped && (
              <Notice tone="warning" title={t('planCard.stopped')} testId="plan-card-stopped">
                {t('planCard.stopped.text')}
              </Notice>
            )}
            {config.data && (
              <AddCardForm
                config={config.data}
                busy={busy}
                setBusy={setBusy}
                onDone={back}
                submitLabel={t('planCard.submit')}
                failureTitle={t('planCard.notPaid')}
                onSaved={async (paymentMethodId) => {
                  await updateCard({ token, paymentMethodId }).unwrap();
                  dispatch(showToast({ title: t('planCard.updated'), description: t('planCard.updated.text') }));
                  back();
                }}
              />
            )}
          </section>
        )}
      </QueryState>
    </PageFrame>
  );
}
