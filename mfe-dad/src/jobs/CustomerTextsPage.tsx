import { useParams } from 'react-router-dom';
import { QueryState } from '@dd/ui/query-state';
import { TextThread } from '@dd/ui/text-thread';
import { useDadGetCustomerTextsQuery, useDadReplyToCustomerMutation } from '../api/dad.api';
import { DadPage, Panel } from '../common/DadPage';
import { jobSheetPath } from '../common/job-format';

/** /dadportal/dad/appointments/{id}/texts: the booking's customer's texts with us, answered by text (issue 43). */
export default function CustomerTextsPage() {
  const { id = '' } = useParams();
  const thread = useDadGetCustomerTextsQuery(id, { refetchOnMountOrArgChange: true });
  const [reply] = useDadReplyToCustomerMutation();
  return (
    <DadPage title="Customer Texts" back={{ to: jobSheetPath(id), label: 'Back to Job Sheet' }} testId="dad-customer-texts">
      <QueryState
        query={thread}
        errorTitle="Failed to Load Texts"
        notFound={{ title: 'Job Not Found', text: 'This job is not assigned to you, or it no longer exists.' }}
        loadingLabel="Loading the texts"
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
