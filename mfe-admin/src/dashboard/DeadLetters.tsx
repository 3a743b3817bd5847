import { Button } from 'antd';
import type { DeadLetterDto } from '@dd/contracts/admin-stats';
import { QueryState } from '@dd/ui/query-state';
import { brand } from '@dd/ui/theme';
import { useAdminGetDeadLettersQuery, useAdminRetryDeadLetterMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

/**
 * The dead letters (System Status): background jobs that failed every try, with their queue, job,
 * error, tries and time, each with Retry (a fresh set of tries). Without a queue (no REDIS_URL) the
 * work runs inside the server and its failures are in the server's log.
 */
export function DeadLetters() {
  const query = useAdminGetDeadLettersQuery();
  const [retry, { isLoading }] = useAdminRetryDeadLetterMutation();
  const act = useAdminAction();
  const retryJob = async (job: DeadLetterDto) => {
    await act(() => retry({ queue: job.queue, job: job.id }).unwrap(), { success: { title: 'Job queued again' }, failure: { title: 'Retry failed' } });
    // Either way the list may have changed (retried, or retried from elsewhere).
    void query.refetch();
  };
  return (
    <section aria-label="Failed background jobs" data-testid="dead-letters">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8, margin: '16px 0 8px' }}>
        <h3 style={{ fontSize: 16, margin: 0 }}>Failed background jobs</h3>
        <Button size="small" onClick={() => void query.refetch()}>
          Refresh
        </Button>
      </div>
      <QueryState query={query} errorTitle="Failed to load the failed jobs">
        {(letters) =>
          !letters.queued ? (
            <p style={{ margin: 0, color: brand.textMuted }}>Background work runs inside the server (no queue is set up); failures are in its log.</p>
          ) : letters.jobs.length === 0 ? (
            <p style={{ margin: 0 }}>No failed jobs.</p>
          ) : (
            <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {letters.jobs.map((job) => (
                <li key={`${job.queue}:${job.id}`} style={{ listStyle: 'none', border: `1px solid ${brand.border}`, borderRadius: 8, padding: 8, display: 'grid', gap: 4 }} data-testid="dead-letter">
                  <strong style={{ wordBreak: 'break-word' }}>
                    {job.queue} / {job.name}
                  </strong>
                  <span style={{ color: brand.error, wordBreak: 'break-word' }}>{job.error || 'No error message'}</span>
                  <span style={{ color: brand.textMuted, fontSize: 13 }}>
                    {job.attempts} {job.attempts === 1 ? 'try' : 'tries'}
                    {job.failedAt ? ` · failed ${new Date(job.failedAt).toLocaleString('en-US')}` : ''} · job {job.id}
                  </span>
                  <div>
                    <Button size="small" loading={isLoading} onClick={() => void retryJob(job)} aria-label={`Retry ${job.queue} job ${job.id}`}>
                      Retry
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
