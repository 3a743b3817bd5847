import type { Role } from '@dd/contracts/roles';
import { dashboardPath } from '@dd/contracts/navigation';
import { LinkButton } from '@dd/ui/link-button';
import { LazyPageError } from '@dd/ui/load-state';
import { useT } from '../i18n';

/** What a signed-in DAD or admin sees on /book (its own chunk: visitors never need it). */
export default function CustomersOnly({ role }: { role: Role }) {
  const t = useT();
  return (
    <LazyPageError
      status="info"
      title={t('book.customersOnly.title')}
      text={t('book.customersOnly.text')}
      extra={<LinkButton to={dashboardPath(role)}>{t('book.success.dashboard')}</LinkButton>}
      testId="customers-only"
    />
  );
}
