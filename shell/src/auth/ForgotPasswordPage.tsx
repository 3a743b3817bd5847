import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import { forgotPasswordSchema, type ForgotPasswordRequest } from '@dd/contracts/message';
import { TextField } from '@dd/ui/form-controls';
import { AuthCard } from './AuthCard';
import { useForgotPasswordMutation } from './password.api';

/** /auth/forgot: asks for the email; the answer is the same whether or not it has an account. */
export default function ForgotPasswordPage() {
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const { control, handleSubmit } = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setAnswer((await forgot(values).unwrap()).message);
    } catch (error) {
      dispatch(showToast({ title: 'Could not send the link', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  });

  return (
    <AuthCard title="Forgot password?" intro="Enter the email of your account and we will send you a link to choose a new password.">
      {answer ? (
        <Alert type="success" showIcon message="Check your email" description={answer} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
          <TextField form="forgot" control={control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            Send reset link
          </Button>
        </form>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to="/auth">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
