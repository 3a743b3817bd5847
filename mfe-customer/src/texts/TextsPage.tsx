import { injectRemoteEndpoints } from '@dd/api-client';
import type { ConversationThreadDto } from '@dd/contracts/message';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { TextThread } from '@dd/ui/text-thread';
import { brand, surfaceStyle } from '@dd/ui/theme';

const customerTextsApi = injectRemoteEndpoints('customer', (build) => ({
  getCustomerTexts: build.query<ConversationThreadDto | null, void>({ query: () => '/customer/texts' }),
}));

/** /customer/texts: the customer's texts with us, both ways (issue 43). They answer from their phone. */
export default function TextsPage() {
  const query = customerTextsApi.useCustomerGetCustomerTextsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PageFrame title="My Texts">
      <QueryState query={query} errorTitle="Failed to Load Texts">
        {(thread) =>
          !thread || thread.texts.length === 0 ? (
            <EmptyState title="No texts yet" text="When we text you about a booking (on our way, arrived, done), the texts appear here. Turn on texts in Notification settings." />
          ) : (
            <div style={surfaceStyle}>
              <p style={{ marginTop: 0, color: brand.textMuted }}>
                Reply from your phone: C confirms your next booking, R reschedules it, STOP ends our texts. {thread.conversation.optedOut && 'You have stopped our texts; reply START to get them again.'}
              </p>
              <TextThread thread={thread} viewer="customer" />
            </div>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
