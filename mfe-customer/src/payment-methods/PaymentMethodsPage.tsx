import { useState } from 'react';
import { cardName } from '@dd/ui/card-entry/card-name';
import { Alert, Button } from 'antd';
import { CreditCardOutlined, PlusOutlined } from '@ant-design/icons';
import { errorCode, errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { PaymentMethodDto } from '@dd/contracts/payment';
import { EmptyState } from '@dd/ui/empty-state';
import { QueryState } from '@dd/ui/query-state';
import { useCustomerDeletePaymentMethodMutation, useCustomerGetPaymentMethodsQuery, useCustomerGetPortalPaymentConfigQuery, useCustomerSetDefaultPaymentMethodMutation } from '../api/portal.api';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { BookYourDetail, CardGrid, SavedItemCard } from '../common/saved-items';
import { PageFrame } from '@dd/ui/page-frame';
import { AddCardDialog } from './AddCardDialog';
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';


/** Payment Methods (/customer/payment-methods): saved cards, add, default, delete (customer-side §2). */
export default function PaymentMethodsPage() {
  const dispatch = useAppDispatch();
  const config = useCustomerGetPortalPaymentConfigQuery();
  const query = useCustomerGetPaymentMethodsQuery();
  const [setDefault] = useCustomerSetDefaultPaymentMethodMutation();
  const [deleteCard, deleting] = useCustomerDeletePaymentMethodMutation();
  const [removing, setRemoving] = useState<PaymentMethodDto | null>(null);
  const [inUse, setInUse] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const t = useT();
  const tr = useUiText();

  const onSetDefault = async (card: PaymentMethodDto) => {
    try {
      await setDefault(card.id).unwrap();
      dispatch(showToast({ title: t('cards.defaultSet'), description: t('cards.defaultSet.text', { card: cardName(card, tr) }) }));
    } catch (error) {
      dispatch(showToast({ title: t('cards.defaultFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };
  const onDelete = async () => {
    if (!removing) return;
    try {
      await deleteCard(removing.id).unwrap();
      dispatch(showToast({ title: t('cards.deleted'), description: t('cards.deleted.text', { card: cardName(removing, tr) }) }));
      setRemoving(null);
    } catch (error) {
      // A card holding an upcoming booking stays; the dialog says why in place.
      if (errorCode(error) === 'CARD_IN_USE') setInUse(errorMessage(error, ''));
      else dispatch(showToast({ title: t('cards.deleteFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
      setRemoving(null);
    }
  };

  const noCards = <EmptyState title={t('cards.none')} text={t('cards.none.text')} action={<BookYourDetail />} />;
  const grid = (cards: PaymentMethodDto[]) => (
    <CardGrid label={t('cards.list')}>
      {cards.map((card) => (
        <SavedItemCard
          key={card.id}
          testId="payment-method"
          icon={<CreditCardOutlined aria-hidden />}
          name={cardName(card, tr)}
          isDefault={card.isDefault}
          detail={t('cards.expires', { expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` })}
          actions={
            <>
              {!card.isDefault && <Button onClick={() => void onSetDefault(card)}>{t('cards.setDefault')}</Button>}
              <Button danger onClick={() => setRemoving(card)} aria-label={t('cars.delete.label', { car: cardName(card, tr) })}>
                {t('cars.delete')}
              </Button>
            </>
          }
        />
      ))}
    </CardGrid>
  );

  return (
    <PageFrame
      title={t('cards.title')}
      testId="payment-methods"
      actions={
        config.data && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('cards.add')}
          </Button>
        )
      }
    >
      {config.data && !config.data.publishableKey && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('cards.testMode')}
          description={t('cards.testMode.text')}
          data-testid="payments-test-mode"
        />
      )}
      {inUse && (
        <Alert type="warning" showIcon closable onClose={() => setInUse(null)} style={{ marginBottom: 16 }} message={t('cards.inUse')} description={tr(inUse)} data-testid="card-in-use" />
      )}
      <QueryState query={query} errorTitle={t('cards.failed')} toast loadingLabel={t('cards.loading')} isEmpty={(cards) => !cards.length} empty={noCards}>
        {grid}
      </QueryState>
      {config.data && <AddCardDialog open={adding} onClose={() => setAdding(false)} config={config.data} />}
      <ConfirmDialog
        open={!!removing}
        title={t('cards.deleteTitle')}
        confirmLabel={t('cars.delete')}
        danger
        busy={deleting.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? t('cards.deleteConfirm', { card: cardName(removing, tr) }) : ''}
      </ConfirmDialog>
    </PageFrame>
  );
}
