import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessage, isApiError, useCurrentUser, useStepUpMutation } from '@dd/api-client';
import { secondFactorCodeSchema, STEP_UP_MESSAGES } from '@dd/contracts/second-factor';
import { TextField } from '@dd/ui/form-controls';
import { useUiText } from '@dd/ui/i18n';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { AuthI18nRoot, useAuthT } from './i18n';

const passwordSchema = z.object({ password: z.string().min(1, STEP_UP_MESSAGES.passwordRequired) });
type Answer = { code: string } | { password: string };

function StepUp({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const t = useAuthT();
  const tr = useUiText();
  const { user } = useCurrentUser();
  const withCode = !!user?.secondFactor?.enabled;
  const [stepUp, { isLoading }] = useStepUpMutation();
  const { control, handleSubmit, setError } = useForm<Answer>({
    resolver: zodResolver(withCode ? secondFactorCodeSchema : passwordSchema) as never,
    defaultValues: withCode ? { code: '' } : { password: '' },
  });
  const field = withCode ? 'code' : 'password';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await stepUp(values).unwrap();
      onDone(true);
    } catch (error) {
      const fieldError = isApiError(error) && typeof error.body === 'object' ? error.body?.fieldErrors?.[field] : undefined;
      setError(field, { message: fieldError ?? errorMessage(error, STEP_UP_MESSAGES.required) });
    }
  });

  return (
    <PlainDialog open onClose={() => onDone(false)} title={t('stepUp.title')} width={440}>
      <form onSubmit={onSubmit} noValidate aria-label={t('stepUp.title')}>
        <p style={{ marginTop: 0 }}>{t(withCode ? 'stepUp.withCode' : 'stepUp.withPassword')}</p>
        {withCode ? (
          <TextField form="step-up" control={control} name="code" label={t('auth.twoStep.code')} autoComplete="one-time-code" inputMode="numeric" />
        ) : (
          <TextField form="step-up" control={control} name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button onClick={() => onDone(false)}>{tr('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {tr('Confirm')}
          </Button>
        </div>
      </form>
    </PlainDialog>
  );
}

/**
 * Asked when a money or power call answers 403 STEP_UP_REQUIRED: the app's code (or the password for an
 * account without a second factor), in the reader's language. Confirmed, the refused call is sent again
 * by the api client.
 */
export default function StepUpDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  return (
    <AuthI18nRoot fallback={null}>
      <StepUp onDone={onDone} />
    </AuthI18nRoot>
  );
}
