import { LinkButton } from '@dd/ui/link-button';
import { PageError } from './LazyPageError';
import { useDocumentTitle } from '../app/document-title';

export function NotFound() {
  useDocumentTitle('Page Not Found');
  return <PageError testId="not-found" status="404" title="404 Page Not Found" extra={<LinkButton to="/">Home</LinkButton>} />;
}
