import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { PrivacyRequestDto, PrivacyRequestStatus } from '@dd/contracts/privacy';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminDeclinePrivacyRequestMutation, useAdminErasePrivacyRequestMutation, useAdminGetPrivacyRequestsQuery } from './privacy.api';

const DAY_MS = 24 * 3600 * 1000;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
const STATUS_LABELS: Record<'open' | 'done' | 'declined', string> = { open: 'Waiting for an answer', done: 'Deleted', declined: 'Declined' };

type Answer = { request: PrivacyRequestDto; kind: 'erase' | 'decline' };

function RequestRow({ request, onAnswer }: { request: PrivacyRequestDto; onAnswer: (answer: Answer) => void }) {
  const daysLeft = Math.ceil((new Date(request.dueAt).getTime() - Date.now()) / DAY_MS);
  const open = request.status === 'open';
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 6 }} data-testid="privacy-request">
      <strong>{request.requester}</strong>
      <span style={{ color: brand.textMuted }}>
        Asked {day(request.createdAt)} · {open ? <span style={{ color: daysLeft <= 7 ? brand.error : undefined }}>due {day(request.dueAt)} ({daysLeft} days left)</span> : `${STATUS_LABELS[request.status as 'done' | 'declined']} ${request.answeredAt ? day(request.answeredAt) : ''}`}
      </span>
      {request.answer && <span>Reason: {request.answer}</span>}
      {open && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button danger type="primary" onClick={() => onAnswer({ request, kind: 'erase' })}>
            Delete Their Data
          </Button>
          <Button onClick={() => onAnswer({ request, kind: 'decline' })}>Decline</Button>
        </div>
      )}
    </li>
  );
}

/** /dadportal/admin/privacy: customers' requests to delete their data, due first (CCPA: 45 days). */
export default function PrivacyRequestsPage() {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<PrivacyRequestStatus | 'all'>('open');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [reason, setReason] = useState('');
  const [erase, erasing] = useAdminErasePrivacyRequestMutation();
  const [decline, declining] = useAdminDeclinePrivacyRequestMutation();

  const close = () => {
    setAnswer(null);
    setReason('');
  };
  const confirm = async () => {
    if (!answer) return;
    try {
      if (answer.kind === 'erase') await erase(answer.request.id).unwrap();
      else await decline({ id: answer.request.id, reason }).unwrap();
      dispatch(showToast({ title: answer.kind === 'erase' ? 'Data Deleted' : 'Request Declined', description: `${answer.request.requester}'s request is answered.` }));
      close();
    } catch (error) {
      dispatch(showToast({ title: 'Failed to answer the request', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };

  return (
    <PageFrame title="Privacy Requests" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId="admin-privacy-requests">
      <p style={{ marginTop: 0, color: brand.textMuted }}>
        Customers who asked us to delete their data. Answer each before its due date: deleting keeps their bookings and payments for tax, without
        their address, and removes everything else.
      </p>
      <PagedList<PrivacyRequestDto, { status?: PrivacyRequestStatus }>
        useQuery={useAdminGetPrivacyRequestsQuery}
        filters={status === 'all' ? {} : { status }}
        filterSlot={
          <label style={{ display: 'grid', gap: 4, fontSize: 13, color: brand.textMuted }}>
            Status
            <Select<PrivacyRequestStatus | 'all'>
              value={status}
              onChange={setStatus}
              style={{ minWidth: 220 }}
              aria-label="Status"
              options={[
                { value: 'open', label: STATUS_LABELS.open },
                { value: 'done', label: STATUS_LABELS.done },
                { value: 'declined', label: STATUS_LABELS.declined },
                { value: 'all', label: 'All requests' },
              ]}
            />
          </label>
        }
        label="Privacy requests"
        errorTitle="Failed to load privacy requests"
        empty={<EmptyState title="No requests" text="Nothing waits for an answer." />}
        renderItem={(request) => <RequestRow key={request.id} request={request} onAnswer={setAnswer} />}
      />
      <ConfirmDialog
        open={answer?.kind === 'erase'}
        title="Delete this customer's data?"
        confirmLabel="Delete Their Data"
        danger
        busy={erasing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {answer?.request.requester}'s account, cars, photos, reviews and messages are removed and their bookings lose their address. This cannot be
        undone.
      </ConfirmDialog>
      <ConfirmDialog open={answer?.kind === 'decline'} title="Decline this request?" confirmLabel="Decline" busy={declining.isLoading} onConfirm={() => void confirm()} onCancel={close}>
        <label style={{ display: 'grid', gap: 4 }}>
          Why (the customer sees this)
          <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} autoSize={{ minRows: 3 }} maxLength={500} />
        </label>
      </ConfirmDialog>
    </PageFrame>
  );
}
