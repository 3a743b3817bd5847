import { useState } from 'react';
import { Select } from 'antd';
import { SIGN_IN_EVENT_KINDS, SIGN_IN_EVENT_LABELS, type SignInEventDto, type SignInEventKind } from '@dd/contracts/sign-in-events';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetSignInEventsQuery } from '../api/admin.api';

/** Failures stand out: a row of them for one account is what an admin looks for. */
const FAILURES: readonly SignInEventKind[] = ['password_wrong', 'link_required', 'code_wrong', 'step_up_failed', 'passkey_failed', 'refused'];
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

function EventRow({ event }: { event: SignInEventDto }) {
  const failed = FAILURES.includes(event.kind);
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 4, overflowWrap: 'anywhere' }} data-testid="sign-in-event">
      <strong style={{ color: failed ? brand.error : brand.text }}>{SIGN_IN_EVENT_LABELS[event.kind]}</strong>
      <span>{event.email ?? 'No email given'}</span>
      {event.detail && <code style={{ fontSize: 13 }}>{event.detail}</code>}
      <span style={{ color: brand.textMuted }}>
        {when(event.createdAt)} · {event.browser} · {event.ip}
      </span>
    </li>
  );
}

/** /dadportal/admin/sign-ins: the append-only sign-in log, newest first; read-only (nothing here changes it). */
export default function SignInLogPage() {
  const [kind, setKind] = useState<SignInEventKind | 'all'>('all');
  return (
    <PageFrame title="Sign-in Log" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId="admin-sign-in-log">
      <p style={{ marginTop: 0, color: brand.textMuted }}>Every sign-in, failed attempt, sign-out and confirmation, with the address and browser. Entries can never be changed or removed.</p>
      <PagedList<SignInEventDto, { kind?: SignInEventKind }>
        useQuery={useAdminGetSignInEventsQuery}
        filters={kind === 'all' ? {} : { kind }}
        searchLabel="Search by email"
        searchPlaceholder="Email"
        filterSlot={
          <label style={{ display: 'grid', gap: 4, fontSize: 13, color: brand.textMuted }}>
            What happened
            <Select<SignInEventKind | 'all'>
              value={kind}
              onChange={setKind}
              style={{ minWidth: 220 }}
              aria-label="What happened"
              options={[{ value: 'all', label: 'Everything' }, ...SIGN_IN_EVENT_KINDS.map((value) => ({ value, label: SIGN_IN_EVENT_LABELS[value] }))]}
            />
          </label>
        }
        label="Sign-in events"
        errorTitle="Failed to load the sign-in log"
        empty={<EmptyState title="No sign-in events found" text="Try another email or kind." />}
        renderItem={(event) => <EventRow key={event.id} event={event} />}
      />
    </PageFrame>
  );
}
