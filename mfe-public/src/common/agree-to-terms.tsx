import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckField } from '@dd/ui/form-controls';
import { useT } from '../i18n';

/** Links inside a sentence must not be told apart by colour alone (axe link-in-text-block). */
export const underlined = { textDecoration: 'underline' } as const;

/** "I agree to the Terms of Service and the Refund Policy", wherever a visitor books (checkout, a waitlist offer). */
export function AgreeToTerms<T extends FieldValues>({ form, control, name }: { form: string; control: Control<T>; name: FieldPath<T> }) {
  const t = useT();
  return (
    <CheckField form={form} control={control} name={name}>
      {t('book.checkout.agreeBefore')}{' '}
      <Link to="/legal/terms" style={underlined}>
        {t('book.checkout.agreeTerms')}
      </Link>{' '}
      {t('book.checkout.agreeAnd')}{' '}
      <Link to="/legal/refunds" style={underlined}>
        {t('book.checkout.agreeRefunds')}
      </Link>
      {t('book.checkout.agreeAfter')}
    </CheckField>
  );
}
