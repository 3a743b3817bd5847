import { useParams } from 'react-router-dom';
import { QueryState } from '@dd/ui/query-state';
import { TextThread } from '@dd/ui/text-thread';
import { useDadGetCustomerTextsQuery, useDadReplyToCustomerMutation } from '../api/dad.api';
import { DadPage, Panel } from '../common/DadPage';
import { jobSheetPath } from '../common/job-format';
import { useT } from '../i18n';

/** /dadportal/dad/appointments/{id}/texts: the booking's customer's texts with us, answered by text (issue 43). */
export default function CustomerTextsPage() {
  const { id = '' } = useParams();
  const thread = useDadGetCustomerTextsQuery(id, { refetchOnMountOrArgChange: true });
  const [reply] = useDadReplyToCustomerMutation();
  const t = useT();
  return (
    <DadPage title={t('texts.title')} back={{ to: jobSheetPath(id), label: t('texts.back') }} testId="dad-customer-texts">
      <QueryState
        query={thread}
        errorTitle={t('texts.failed')}
        notFound={{ title: t('job.notFound'), text: t('job.notFound.text') }}
        loadingLabel={t('texts.loading')}
      >
        {(data) => (
          <Panel title={data.conversation.customerName ?? data.conversation.phone}>
            <TextThread
              thread={data}
              viewer="staff"
              onReply={async ({ body }) => {
                await reply({ id, body }).unwrap();
                thread.refetch();
              }}
            />
          </Panel>
        )}
      </QueryState>
    </DadPage>
  );
}
