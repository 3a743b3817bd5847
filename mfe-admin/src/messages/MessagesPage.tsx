import { Alert, Flex } from 'antd';
import type { MessageDto } from '@dd/contracts/message';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { StateTag } from '../common/state-tag';
import { useAdminGetAdminMessagesQuery } from './messages.api';
import { RefreshButton } from '../common/refresh-button';

// StateTag's dark tones: antd's light green and gold tags are under WCAG AA contrast.
const STATUS_TONE = { pending: 'warn', sent: 'good', failed: 'bad' } as const;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Los_Angeles' });

function MessageRow({ message }: { message: MessageDto }) {
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none' }} data-testid="message" data-kind={message.kind}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div>
          <strong style={{ fontSize: 16 }}>{message.subject}</strong>
          <div style={{ color: brand.textMuted, fontSize: 13 }}>
            {message.channel === 'sms' ? 'SMS' : 'Email'} to {message.recipient} · {when(message.createdAt)}
            {message.hasInvite && ' · calendar invite'}
          </div>
        </div>
        <StateTag tone={STATUS_TONE[message.status]}>{message.status === 'pending' && message.attempts ? `retrying (${message.attempts} tries)` : message.status}</StateTag>
      </Flex>
      {message.lastError && <Alert style={{ marginTop: 8 }} type={message.status === 'failed' ? 'error' : 'warning'} showIcon message={message.lastError} />}
      <details style={{ marginTop: 8 }}>
        <summary style={{ cursor: 'pointer' }}>Show message</summary>
        <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: '8px 0 0' }}>{message.text}</pre>
      </details>
    </li>
  );
}

/** /dadportal/admin/messages: the latest messages sent to people, with failures and their reasons. */
export default function MessagesPage() {
  const query = useAdminGetAdminMessagesQuery();
  return (
    <PageFrame
      title="Messages"
      actions={<RefreshButton query={query} />}
    >
      <QueryState
        query={query}
        errorTitle="Failed to Load Messages"
        toast
      >
        {(data) => (
          <>
            {data.emailDelivery === 'files' && (
              <Alert
                style={{ marginBottom: 16 }}
                type="info"
                showIcon
                message="Email is not connected"
                description="No SMTP_URL is set, so emails are saved as .eml files in the data folder instead of being sent. They are listed here as they would have gone out."
              />
            )}
            {data.messages.length === 0 ? (
              <EmptyState title="No messages yet" text="Booking confirmations, reminders and password links appear here." />
            ) : (
              <ul style={{ padding: 0, margin: 0, display: 'grid', gap: 12 }}>
                {data.messages.map((message) => (
                  <MessageRow key={message.id} message={message} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
