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

  const onSetDefault = async (card: PaymentMethodDto) => {
    try {
      await setDefault(card.id).unwrap();
      dispatch(showToast({ title: 'Default card set', description: `${cardName(card)} is now your default card.` }));
    } catch (error) {
      dispatch(showToast({ title: 'Failed to set default payment method', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };
  const onDelete = async () => {
    if (!removing) return;
    try {
      await deleteCard(removing.id).unwrap();
      dispatch(showToast({ title: 'Card deleted', description: `${cardName(removing)} is no longer saved.` }));
      setRemoving(null);
    } catch (error) {
      // A card holding an upcoming booking stays; the dialog says why in place.
      if (errorCode(error) === 'CARD_IN_USE') setInUse(errorMessage(error, ''));
      else dispatch(showToast({ title: 'Failed to delete payment method', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
      setRemoving(null);
    }
  };

  const noCards = <EmptyState title="No saved cards" text="Add a card, or book a detail: the card you use at checkout is saved here." action={<BookYourDetail />} />;
  const grid = (cards: PaymentMethodDto[]) => (
    <CardGrid label="Saved cards">
      {cards.map((card) => (
        <SavedItemCard
          key={card.id}
          testId="payment-method"
          icon={<CreditCardOutlined aria-hidden />}
          name={cardName(card)}
          isDefault={card.isDefault}
          detail={`Expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`}
          actions={
            <>
              {!card.isDefault && <Button onClick={() => void onSetDefault(card)}>Set as Default</Button>}
              <Button danger onClick={() => setRemoving(card)} aria-label={`Delete ${cardName(card)}`}>
                Delete
              </Button>
            </>
          }
        />
      ))}
    </CardGrid>
  );

  return (
    <PageFrame
      title="Payment Methods"
      testId="payment-methods"
      actions={
        config.data && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            Add Payment Method
          </Button>
        )
      }
    >
      {config.data && !config.data.publishableKey && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Card payments are running in test mode"
          description="This site does not take real cards yet: cards are added with test card numbers, and nothing is ever charged."
          data-testid="payments-test-mode"
        />
      )}
      {inUse && (
        <Alert type="warning" showIcon closable onClose={() => setInUse(null)} style={{ marginBottom: 16 }} message="This card can't be deleted yet" description={inUse} data-testid="card-in-use" />
      )}
      <QueryState query={query} errorTitle="Failed to Load Payment Methods" toast loadingLabel="Loading payment methods" isEmpty={(cards) => !cards.length} empty={noCards}>
        {grid}
      </QueryState>
      {config.data && <AddCardDialog open={adding} onClose={() => setAdding(false)} config={config.data} />}
      <ConfirmDialog
        open={!!removing}
        title="Delete Payment Method"
        confirmLabel="Delete"
        danger
        busy={deleting.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? `Are you sure you want to delete the ${cardName(removing)}?` : ''}
      </ConfirmDialog>
    </PageFrame>
  );
}
