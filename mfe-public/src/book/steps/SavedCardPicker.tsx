import { Radio } from 'antd';
import type { PaymentMethodDto } from '@dd/contracts/payment';
import { cardName } from '@dd/ui/card-entry/card-name';
import { brand } from '@dd/ui/theme';

/** A returning customer's saved cards at checkout (default first and chosen), or a new card. */
export default function SavedCardPicker({ cards, chosen, onChoose }: { cards: PaymentMethodDto[]; chosen: string | null; onChoose: (id: string | null) => void }) {
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '0 0 16px' }} data-testid="saved-cards">
      <legend style={{ fontWeight: 600, marginBottom: 8, color: brand.text }}>Pay with</legend>
      <Radio.Group value={chosen ?? ''} onChange={(event) => onChoose(event.target.value || null)} style={{ display: 'grid', gap: 8 }}>
        {cards.map((card) => (
          <Radio key={card.id} value={card.id}>
            {cardName(card)}, expires {String(card.expMonth).padStart(2, '0')}/{String(card.expYear % 100).padStart(2, '0')}
            {card.isDefault ? ' (default)' : ''}
          </Radio>
        ))}
        <Radio value="">A new card</Radio>
      </Radio.Group>
    </fieldset>
  );
}
