import { Button, Switch } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { AddOnDto } from '@dd/contracts/add-on';
import type { PackageDto } from '@dd/contracts/package';
import { formatMoney } from '@dd/domain/pricing';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetAdminAddOnsQuery, useAdminGetAdminPackagesQuery, useAdminUpdateAddOnMutation } from '../api/admin.api';
import { StateTag } from '../common/state-tag';
import { useAdminAction } from '../common/use-admin-action';
import { AddOnDialog } from './AddOnDialog';

function AddOnAdminCard({ addOn, packages, onEdit }: { addOn: AddOnDto; packages: PackageDto[]; onEdit: () => void }) {
  const [update, { isLoading }] = useAdminUpdateAddOnMutation();
  const act = useAdminAction();
  const toggle = (isActive: boolean) =>
    act(() => update({ id: addOn.id, isActive }).unwrap(), {
      success: { title: 'Add-on updated', description: 'The add-on has been updated successfully.' },
      failure: { title: 'Failed to update add-on' },
    });
  const names = addOn.packageIds.map((id) => packages.find((pkg) => pkg.id === id)?.name).filter(Boolean);
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 8 }} data-testid="admin-add-on-card" data-add-on-id={addOn.id}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'start' }}>
        <h2 style={{ fontSize: 20, margin: 0 }}>{addOn.name}</h2>
        <StateTag tone={addOn.isActive ? 'good' : 'neutral'}>{addOn.isActive ? 'Active' : 'Inactive'}</StateTag>
      </div>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Switch checked={addOn.isActive} loading={isLoading} onChange={(checked) => void toggle(checked)} aria-label={`${addOn.name} active`} />
        <span>{addOn.isActive ? 'Offered to customers' : 'Hidden from customers'}</span>
      </label>
      <p style={{ margin: 0, color: brand.textMuted }}>{addOn.description}</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 4, margin: 0 }}>
        {[
          ['Sedan', formatMoney(addOn.basePriceSedans)],
          ['SUV', formatMoney(addOn.basePriceSuvs)],
          ['Truck', formatMoney(addOn.basePriceTrucks)],
          ['Extra time', `${addOn.durationMinutes} min`],
        ].map(([label, value]) => (
          <div key={label}>
            <dt style={{ fontSize: 12, color: brand.textMuted }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: 0, fontSize: 14 }} data-testid="add-on-packages">
        <span style={{ color: brand.textMuted }}>With: </span>
        {names.join(', ') || 'no package'}
      </p>
      <div>
        <Button onClick={onEdit}>Edit</Button>
      </div>
    </li>
  );
}

/**
 * /dadportal/admin/add-ons: every add-on, active or not, with its toggle; the create and edit dialog
 * is addressed by the URL (?new, ?edit=<id>), so a reload or a shared link opens it again.
 */
export default function AddOnsPage() {
  const query = useAdminGetAdminAddOnsQuery();
  const packages = useAdminGetAdminPackagesQuery().data ?? [];
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  const editing = (editId && query.data?.find((addOn) => addOn.id === editId)) || null;
  const open = params.has('new') || !!editing;
  const openCreate = () => setParams({ new: '' });
  const close = () => setParams({}, { replace: true });
  const createButton = (
    <Button type="primary" onClick={openCreate}>
      Create Add-on
    </Button>
  );
  return (
    <PageFrame title="Add-on Management" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} actions={createButton} testId="admin-add-ons">
      <QueryState
        query={query}
        errorTitle="Failed to Load Add-ons"
        toast
        loadingLabel="Loading add-ons"
        isEmpty={(list) => !list.length}
        empty={<EmptyState title="No add-ons yet" action={<Button type="primary" onClick={openCreate}>Create First Add-on</Button>} />}
      >
        {(addOns) => (
          <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }} aria-label="Add-ons">
            {addOns.map((addOn) => (
              <AddOnAdminCard key={addOn.id} addOn={addOn} packages={packages} onEdit={() => setParams({ edit: addOn.id })} />
            ))}
          </ul>
        )}
      </QueryState>
      <AddOnDialog open={open} editing={editing} packages={packages} onClose={close} />
    </PageFrame>
  );
}
