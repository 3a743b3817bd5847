import { injectRemoteEndpoints } from '@dd/api-client';
import type { ConversationThreadDto } from '@dd/contracts/message';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { TextThread } from '@dd/ui/text-thread';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useT } from '../i18n';

const customerTextsApi = injectRemoteEndpoints('customer', (build) => ({
  getCustomerTexts: build.query<ConversationThreadDto | null, void>({ query: () => '/customer/texts' }),
}));

/** /customer/texts: the customer's texts with us, both ways (issue 43). They answer from their phone. */
export default function TextsPage() {
  const query = customerTextsApi.useCustomerGetCustomerTextsQuery(undefined, { refetchOnMountOrArgChange: true });
  const t = useT();
  return (
    <PageFrame title={t('texts.title')}>
      <QueryState query={query} errorTitle={t('texts.failed')}>
        {(thread) =>
          !thread || thread.texts.length === 0 ? (
            <EmptyState title={t('texts.none')} text={t('texts.none.text')} />
          ) : (
            <div style={surfaceStyle}>
              <p style={{ marginTop: 0, color: brand.textMuted }}>
                {t('texts.reply')} {thread.conversation.optedOut && t('texts.stopped')}
              </p>
              <TextThread thread={thread} viewer="customer" />
            </div>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
