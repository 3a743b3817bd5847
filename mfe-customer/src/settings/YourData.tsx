import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd';
import { errorMessage, getApiBaseUrl, showToast, useAppDispatch } from '@dd/api-client';
import { DELETION_DEADLINE_DAYS } from '@dd/contracts/privacy';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { brand } from '@dd/ui/theme';
import { useCustomerGetPrivacyRequestsQuery, useCustomerRequestDeletionMutation } from './privacy.api';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** Account Details' "Your Data": download everything we hold, or ask us to delete the account (CCPA). */
export function YourData({ Panel }: { Panel: ComponentType<{ title: string; children: ReactNode }> }) {
  const dispatch = useAppDispatch();
  const requests = useCustomerGetPrivacyRequestsQuery();
  const [requestDeletion, deletion] = useCustomerRequestDeletionMutation();
  const [confirming, setConfirming] = useState(false);
  const open = requests.data?.find((r) => r.kind === 'deletion' && r.status === 'open');
  const declined = requests.data?.find((r) => r.kind === 'deletion' && r.status === 'declined');

  const confirm = async () => {
    try {
      await requestDeletion().unwrap();
      setConfirming(false);
      dispatch(showToast({ title: 'Deletion Requested', description: `We will delete your account within ${DELETION_DEADLINE_DAYS} days and email you when it is done.` }));
    } catch (error) {
      dispatch(showToast({ title: 'Request Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };

  return (
    <Panel title="Your Data">
      <p style={{ marginTop: 0, color: brand.textMuted }}>
        Download a copy of everything we hold about you: your profile, cars, bookings, payments, messages, reviews, photos and sign-in history.
      </p>
      <Button href={`${getApiBaseUrl()}/privacy/export`} download data-testid="download-my-data">
        Download My Data
      </Button>
      <p style={{ margin: '20px 0 8px', color: brand.textMuted }}>
        Deleting your account removes your details, cars, photos, reviews and messages. We keep the record of past bookings and payments, without
        your address, as tax law requires (see our <a href="/legal/privacy">Privacy Policy</a>).
      </p>
      {open ? (
        <p role="status" data-testid="deletion-requested" style={{ margin: 0 }}>
          You asked us to delete your account on {day(open.createdAt)}. We will do it by {day(open.dueAt)}.
        </p>
      ) : (
        <>
          {declined?.answer && (
            <p role="status" style={{ margin: '0 0 8px' }}>
              We could not delete your account on {day(declined.answeredAt ?? declined.createdAt)}: {declined.answer}
            </p>
          )}
          <Button danger onClick={() => setConfirming(true)} disabled={requests.isLoading} data-testid="delete-my-account">
            Delete My Account
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Yes, Delete My Account"
        danger
        busy={deletion.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        We will delete your account and everything we do not have to keep within {DELETION_DEADLINE_DAYS} days. You will be signed out everywhere
        and cannot undo it. Download your data first if you want a copy.
      </ConfirmDialog>
    </Panel>
  );
}
