import { useState } from 'react';
import { Button, Input, InputNumber, Radio } from 'antd';
import { dadCoverageSchema, type AdminDadDto, type DadCoverageDto } from '@dd/contracts/admin-dads';
import { coverageText } from '@dd/domain/routing';
import { FormField, fieldA11y } from '@dd/ui/form-field';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand } from '@dd/ui/theme';
import { useAdminSetDadCoverageMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

type Mode = 'all' | 'radius' | 'zips';

/** The coverage form's state: the base, which way they cover, and each way's value. */
export interface CoverageDraft {
  homeZip: string;
  mode: Mode;
  radius: number | null;
  zips: string;
}
export type CoverageErrors = Partial<Record<keyof DadCoverageDto, string>>;

export const coverageDraftOf = (coverage: DadCoverageDto | null): CoverageDraft => ({
  homeZip: coverage?.homeZip ?? '',
  mode: coverage?.coverageZips?.length ? 'zips' : coverage?.coverageRadiusMiles != null ? 'radius' : 'all',
  radius: coverage?.coverageRadiusMiles ?? 10,
  zips: (coverage?.coverageZips ?? []).join(', '),
});

/** The body PUT .../coverage (and Add New DAD) sends, checked by the schema: errors in its words, per field. */
export function coverageOf(draft: CoverageDraft): { coverage: DadCoverageDto; errors: CoverageErrors } {
  const coverage: DadCoverageDto = {
    homeZip: draft.homeZip.trim() || null,
    coverageZips: draft.mode === 'zips' ? draft.zips.split(/[\s,]+/).filter(Boolean) : null,
    coverageRadiusMiles: draft.mode === 'radius' ? draft.radius : null,
  };
  const checked = dadCoverageSchema.safeParse(coverage);
  return { coverage, errors: checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message])) };
}

/**
 * Where a DAD works, as fields (issue 27): their base ZIP, and a radius or a list of ZIPs; neither is
 * the whole service area. The one form the DAD page's Edit Coverage and Add New DAD both use.
 */
export function CoverageFields({ id, value, onChange, errors }: { id: string; value: CoverageDraft; onChange: (draft: CoverageDraft) => void; errors: CoverageErrors }) {
  return (
    <>
      <FormField id={`${id}-base`} label="Home base ZIP code" hint="Their day's route starts and ends here." error={errors.homeZip}>
        <Input {...fieldA11y(`${id}-base`, errors.homeZip)} value={value.homeZip} inputMode="numeric" maxLength={5} onChange={(e) => onChange({ ...value, homeZip: e.target.value })} />
      </FormField>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 16px' }}>
        <legend style={{ marginBottom: 6 }}>Covers</legend>
        <Radio.Group value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value })} style={{ display: 'grid', gap: 6 }}>
          <Radio value="all">The whole service area</Radio>
          <Radio value="radius">A radius around the base</Radio>
          <Radio value="zips">These ZIP codes</Radio>
        </Radio.Group>
      </fieldset>
      {value.mode === 'radius' && (
        <FormField id={`${id}-radius`} label="Radius (miles)" error={errors.coverageRadiusMiles}>
          <InputNumber {...fieldA11y(`${id}-radius`, errors.coverageRadiusMiles)} value={value.radius} onChange={(radius) => onChange({ ...value, radius })} />
        </FormField>
      )}
      {value.mode === 'zips' && (
        <FormField id={`${id}-zips`} label="ZIP codes" hint="Separated by commas or spaces; the base is always covered." error={errors.coverageZips}>
          <Input.TextArea {...fieldA11y(`${id}-zips`, errors.coverageZips)} rows={3} value={value.zips} onChange={(e) => onChange({ ...value, zips: e.target.value })} />
        </FormField>
      )}
    </>
  );
}

/** Where a DAD works (issue 27), on the DAD list: the coverage in words and Edit Coverage's dialog. */
export function CoverageEditor({ dad }: { dad: AdminDadDto }) {
  const { coverage } = dad;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => coverageDraftOf(coverage));
  const [save, { isLoading }] = useAdminSetDadCoverageMutation();
  const act = useAdminAction();
  // Under each field, in the schema's words (issue 37 item 14: -5 was saved as 1 and 500 as 60, silently).
  const [errors, setErrors] = useState<CoverageErrors>({});
  const submit = async () => {
    const checked = coverageOf(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    const saved = await act(() => save({ id: dad.id, coverage: checked.coverage }).unwrap(), {
      success: { title: 'Coverage saved', description: `Where ${dad.firstName} ${dad.lastName} works is saved.` },
      failure: { title: 'Failed to save the coverage' },
    });
    if (saved) setOpen(false);
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <span data-testid="dad-coverage" style={{ color: brand.textMuted }}>
        {coverageText({ homeZip: coverage.homeZip, zips: coverage.coverageZips, radiusMiles: coverage.coverageRadiusMiles })}
      </span>
      <Button size="small" onClick={() => setOpen(true)}>
        Edit Coverage
      </Button>
      <PlainDialog open={open} onClose={() => setOpen(false)} title={`Where ${dad.firstName} ${dad.lastName} works`} width={480}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <CoverageFields id={`coverage-${dad.id}`} value={draft} onChange={setDraft} errors={errors} />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Save Coverage
            </Button>
          </div>
        </form>
      </PlainDialog>
    </div>
  );
}
