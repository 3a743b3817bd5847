import { useState } from 'react';
import { Button } from 'antd';
import type { PackageDto } from '@dd/contracts/package';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { QueryState } from '@dd/ui/query-state';
import { brand } from '@dd/ui/theme';
import { formatMoney } from '@dd/domain/pricing';
import { useAdminGetAdminPackagesQuery, useAdminUpdatePackageMutation } from '../api/admin.api';
import { CatalogCard } from '../common/catalog-card';
import { savedToasts, useAdminAction } from '../common/use-admin-action';
import { PackageDialog } from './PackageDialog';

function PackageAdminCard({ pkg, onEdit, onView }: { pkg: PackageDto; onEdit: () => void; onView: () => void }) {
  const [update, { isLoading }] = useAdminUpdatePackageMutation();
  const act = useAdminAction();
  const toggle = (isActive: boolean) =>
    act(() => update({ id: pkg.id, isActive }).unwrap(), savedToasts('package', 'updated'));
  return (
    <CatalogCard
      item={pkg}
      testId="admin-package-card"
      idAttribute={{ 'data-package-id': pkg.id }}
      minutesLabel="Duration"
      activeText={['Bookable', 'Hidden from customers']}
      toggling={isLoading}
      onToggle={(checked) => void toggle(checked)}
    >
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={onEdit}>Edit</Button>
        <Button onClick={onView}>View</Button>
      </div>
    </CatalogCard>
  );
}

/** /dadportal/admin/packages: every package, active or not, with the toggle and the create/edit dialog. */
export default function PackagesPage() {
  const query = useAdminGetAdminPackagesQuery();
  const [dialog, setDialog] = useState<{ editing: PackageDto | null } | null>(null);
  const [viewing, setViewing] = useState<PackageDto | null>(null);
  const createButton = (
    <Button type="primary" onClick={() => setDialog({ editing: null })}>
      Create Package
    </Button>
  );
  return (
    <PageFrame title="Package Management" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} actions={createButton} testId="admin-packages">
      <QueryState
        query={query}
        errorTitle="Failed to Load Packages"
        toast
        loadingLabel="Loading packages"
        isEmpty={(list) => !list.length}
        empty={<EmptyState title="No packages yet" action={<Button type="primary" onClick={() => setDialog({ editing: null })}>Create First Package</Button>} />}
      >
        {(packages) => (
          <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }} aria-label="Packages">
            {packages.map((pkg) => (
              <PackageAdminCard key={pkg.id} pkg={pkg} onEdit={() => setDialog({ editing: pkg })} onView={() => setViewing(pkg)} />
            ))}
          </ul>
        )}
      </QueryState>
      <PackageDialog open={!!dialog} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
      <PlainDialog open={!!viewing} onClose={() => setViewing(null)} title={viewing?.name ?? ''}>
        {viewing && (
          <div data-testid="package-view">
            <p>{viewing.description}</p>
            <ul>
              {viewing.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {/* What the owner set, not the internal type code ("zero_test"; issue 37 item 19). */}
            <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }} data-testid="package-view-facts">
              <dt style={{ color: brand.textMuted }}>Sedans</dt>
              <dd style={{ margin: 0 }}>{formatMoney(viewing.basePriceSedans)}</dd>
              <dt style={{ color: brand.textMuted }}>SUVs</dt>
              <dd style={{ margin: 0 }}>{formatMoney(viewing.basePriceSuvs)}</dd>
              <dt style={{ color: brand.textMuted }}>Trucks</dt>
              <dd style={{ margin: 0 }}>{formatMoney(viewing.basePriceTrucks)}</dd>
              <dt style={{ color: brand.textMuted }}>Duration</dt>
              <dd style={{ margin: 0 }}>{viewing.durationMinutes} minutes</dd>
              <dt style={{ color: brand.textMuted }}>Bookable</dt>
              <dd style={{ margin: 0 }}>{viewing.isActive ? 'Yes' : 'No (hidden from customers)'}</dd>
            </dl>
          </div>
        )}
      </PlainDialog>
    </PageFrame>
  );
}
