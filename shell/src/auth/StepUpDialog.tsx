import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessage, isApiError, useCurrentUser, useStepUpMutation } from '@dd/api-client';
import { secondFactorCodeSchema, STEP_UP_MESSAGES } from '@dd/contracts/second-factor';
import { TextField } from '@dd/ui/form-controls';
import { PlainDialog } from '@dd/ui/plain-dialog';

const passwordSchema = z.object({ password: z.string().min(1, STEP_UP_MESSAGES.passwordRequired) });
type Answer = { code: string } | { password: string };

/**
 * Asked when a money or power call answers 403 STEP_UP_REQUIRED: the app's code (or the password for an
 * account without a second factor). Confirmed, the refused call is sent again by the api client.
 */
export default function StepUpDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
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
    <PlainDialog open onClose={() => onDone(false)} title="Confirm it is you" width={440}>
      <form onSubmit={onSubmit} noValidate aria-label="Confirm it is you">
        <p style={{ marginTop: 0 }}>
          {withCode
            ? 'This change needs one more check that it is you. Enter the 6-digit code from your authenticator app, or one of your recovery codes.'
            : 'This change needs one more check that it is you. Enter your password.'}
        </p>
        {withCode ? (
          <TextField form="step-up" control={control} name="code" label="Authentication code" autoComplete="one-time-code" inputMode="numeric" />
        ) : (
          <TextField form="step-up" control={control} name="password" label="Password" type="password" autoComplete="current-password" />
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button onClick={() => onDone(false)}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Confirm
          </Button>
        </div>
      </form>
    </PlainDialog>
  );
}
