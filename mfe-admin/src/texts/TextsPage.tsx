import { useEffect, useRef } from 'react';
import { Badge } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import type { ConversationDto } from '@dd/contracts/message';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { TextThread } from '@dd/ui/text-thread';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { BREAKPOINTS, useMinWidth } from '@dd/ui/use-min-width';
import { useAdminGetTextInboxQuery, useAdminGetTextThreadQuery, useAdminReplyByTextMutation } from './texts.api';
import { RefreshButton } from '../common/refresh-button';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' });

function ConversationRow({ conversation, open }: { conversation: ConversationDto; open: boolean }) {
  const name = conversation.customerName ?? conversation.phone;
  return (
    <li style={{ listStyle: 'none', minWidth: 0 }} data-testid="conversation">
      <Link
        to={`?phone=${encodeURIComponent(conversation.phone)}`}
        aria-current={open ? 'true' : undefined}
        style={{ ...surfaceStyle, display: 'block', color: brand.text, borderColor: open ? brand.primary : brand.border }}
      >
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <strong>{name}</strong>
          {conversation.unread > 0 && <Badge count={conversation.unread} aria-label={`${conversation.unread} unread`} style={{ background: brand.error }} />}
        </span>
        <span style={{ display: 'block', color: brand.textMuted, fontSize: 13 }}>
          {conversation.customerName && `${conversation.phone} · `}
          {when(conversation.lastAt)}
          {conversation.optedOut && ' · stopped texts'}
        </span>
        <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{conversation.lastText}</span>
      </Link>
    </li>
  );
}

function Conversation({ phone, onChange }: { phone: string; onChange: () => void }) {
  const thread = useAdminGetTextThreadQuery(phone);
  const [reply] = useAdminReplyByTextMutation();
  const loaded = thread.fulfilledTimeStamp;
  const changed = useRef(onChange);
  changed.current = onChange;
  // Opening it read it: the inbox's counts follow.
  useEffect(() => {
    if (loaded) changed.current();
  }, [loaded]);
  return (
    <section aria-label="Conversation" style={surfaceStyle}>
      <QueryState query={thread} errorTitle="Failed to Load the Conversation" toast>
        {(data) => (
          <>
            <h2 style={{ fontSize: 20, marginTop: 0 }}>{data.conversation.customerName ?? data.conversation.phone}</h2>
            <TextThread
              thread={data}
              viewer="staff"
              onReply={async ({ body }) => {
                await reply({ phone, body }).unwrap();
                thread.refetch();
                onChange();
              }}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** /dadportal/admin/texts: customers' texts by number, unread first to the eye, answered by text (issue 43). */
export default function TextsPage() {
  const [params] = useSearchParams();
  const open = params.get('phone');
  const inbox = useAdminGetTextInboxQuery();
  const wide = useMinWidth(BREAKPOINTS.lg);
  const unread = inbox.data?.reduce((sum, c) => sum + c.unread, 0) ?? 0;
  return (
    <PageFrame
      title={unread ? `Text Inbox (${unread} unread)` : 'Text Inbox'}
      actions={<RefreshButton query={inbox} />}
    >
      <QueryState query={inbox} errorTitle="Failed to Load Texts" toast>
        {(conversations) =>
          conversations.length === 0 ? (
            <EmptyState title="No texts yet" text="When customers reply to our texts, their messages appear here." />
          ) : (
            <div style={{ display: 'grid', gap: 16, gridTemplateColumns: wide ? 'minmax(260px, 1fr) minmax(0, 2fr)' : 'minmax(0, 1fr)', alignItems: 'start' }}>
              {(wide || !open) && (
                <ul aria-label="Conversations" style={{ padding: 0, margin: 0, display: 'grid', gap: 8, minWidth: 0 }}>
                  {conversations.map((c) => (
                    <ConversationRow key={c.phone} conversation={c} open={c.phone === open} />
                  ))}
                </ul>
              )}
              {open ? (
                <div>
                  {!wide && (
                    <Link to="?" style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
                      All conversations
                    </Link>
                  )}
                  <Conversation phone={open} onChange={inbox.refetch} />
                </div>
              ) : (
                wide && <p style={{ color: brand.textMuted }}>Pick a conversation to read it and reply.</p>
              )}
            </div>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
