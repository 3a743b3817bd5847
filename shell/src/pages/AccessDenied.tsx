import { useCurrentUser } from '@dd/api-client';
import { LinkButton } from '@dd/ui/link-button';
import { PageError } from './LazyPageError';
import { useDocumentTitle } from '../app/document-title';
import { startPath, useRouteTableContext } from '../layout/nav';

export function AccessDenied() {
  const { user } = useCurrentUser();
  const table = useRouteTableContext();
  useDocumentTitle('Access Denied');
  return (
    <PageError
      testId="access-denied"
      status="403"
      title="Access Denied"
      text="You don't have permission to access this page."
      extra={<LinkButton to={startPath(table, user?.role, 'dashboard')}>Dashboard</LinkButton>}
    />
  );
}
