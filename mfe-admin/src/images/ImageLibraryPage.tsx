import { useEffect, useState } from 'react';
import { Button, Checkbox, Flex, Input, Progress, Select } from 'antd';
import { errorMessage, showToast, useAppDispatch, useImageUpload } from '@dd/api-client';
import type { ImageUsageType } from '@dd/contracts/enums';
import { IMAGE_ACCEPTED_MIME_TYPES, IMAGE_MESSAGES, type ImageDto } from '@dd/contracts/image';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { EmptyState } from '@dd/ui/empty-state';
import { formatFileSize } from '@dd/ui/format';
import { VariantImage } from '@dd/ui/image/variant-image';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminDeleteImageMutation, useAdminGetLibraryImagesQuery, useAdminUpdateImageMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

type Usage = ImageUsageType | 'all';
const USAGE_OPTIONS = [
  { value: 'all', label: 'All usage' },
  { value: 'profile', label: 'Profile' },
  { value: 'gallery', label: 'Gallery' },
  { value: 'other', label: 'Other' },
];
/** A multiple of 1 to 4 columns, so every row of a page is full. */
const PAGE_SIZE = 24;
/** At least 220px per card and never more than four per row: 1 column on a phone, 4 on a wide screen. */
const GRID = 'repeat(auto-fill, minmax(max(220px, calc((100% - 48px) / 4)), 1fr))';

interface MetadataFields {
  title: string;
  altText: string;
  description: string;
}

function MetadataInputs({ value, onChange }: { value: MetadataFields; onChange: (v: MetadataFields) => void }) {
  return (
    <>
      <label style={{ display: 'grid', gap: 4 }}>
        Title
        <Input value={value.title} onChange={(e) => onChange({ ...value, title: e.target.value })} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        Alt text
        <Input value={value.altText} onChange={(e) => onChange({ ...value, altText: e.target.value })} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        Description
        <Input.TextArea value={value.description} onChange={(e) => onChange({ ...value, description: e.target.value })} autoSize={{ minRows: 2 }} />
      </label>
    </>
  );
}

function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { upload, progress, isUploading } = useImageUpload();
  const [file, setFile] = useState<File | null>(null);
  const [usageType, setUsageType] = useState<ImageUsageType>('gallery');
  const [fields, setFields] = useState<MetadataFields>({ title: '', altText: '', description: '' });
  useEffect(() => {
    if (open) {
      setFile(null);
      setFields({ title: '', altText: '', description: '' });
    }
  }, [open]);

  const submit = async () => {
    if (!file) {
      dispatch(showToast({ title: 'No File Selected', description: IMAGE_MESSAGES.noFile, variant: 'destructive' }));
      return;
    }
    try {
      await upload({ image: file, usageType, ...fields });
      dispatch(showToast({ title: 'Image uploaded and processed successfully' }));
      onClose();
    } catch (error) {
      dispatch(showToast({ title: 'Upload Failed', description: errorMessage(error, 'Failed to upload image'), variant: 'destructive' }));
    }
  };

  return (
    <PlainDialog open={open} onClose={onClose} title="Upload Image" width={520}>
      <div style={{ display: 'grid', gap: 12 }} data-testid="upload-image">
        <label style={{ display: 'grid', gap: 4 }}>
          Image file (JPEG, PNG, GIF or WebP)
          <input type="file" accept={IMAGE_ACCEPTED_MIME_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="upload-file" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Usage
          <Select<ImageUsageType> aria-label="Usage" value={usageType} onChange={setUsageType} options={USAGE_OPTIONS.filter((o) => o.value !== 'all') as Array<{ value: ImageUsageType; label: string }>} />
        </label>
        <MetadataInputs value={fields} onChange={setFields} />
        {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
        <Flex gap={8} justify="end">
          <Button onClick={onClose} disabled={isUploading}>
            Cancel
          </Button>
          <Button type="primary" loading={isUploading} onClick={() => void submit()}>
            Upload
          </Button>
        </Flex>
      </div>
    </PlainDialog>
  );
}

function EditDialog({ image, onClose }: { image: ImageDto | null; onClose: () => void }) {
  const [update, { isLoading }] = useAdminUpdateImageMutation();
  const act = useAdminAction();
  const [fields, setFields] = useState<MetadataFields>({ title: '', altText: '', description: '' });
  useEffect(() => {
    if (image) setFields({ title: image.title ?? '', altText: image.altText ?? '', description: image.description ?? '' });
  }, [image]);
  if (!image) return null;
  return (
    <PlainDialog open onClose={onClose} title="Edit Image Metadata" width={520}>
      <div style={{ display: 'grid', gap: 12 }} data-testid="edit-image">
        <MetadataInputs value={fields} onChange={setFields} />
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="primary"
            loading={isLoading}
            onClick={async () =>
              (await act(() => update({ id: image.id, ...fields }).unwrap(), { success: { title: 'Image metadata updated successfully' }, failure: { title: 'Update Failed' } })) && onClose()
            }
          >
            Save
          </Button>
        </Flex>
      </div>
    </PlainDialog>
  );
}

function ImageCard({ image, selected, onSelect, onEdit, onDelete }: { image: ImageDto; selected: boolean; onSelect: (on: boolean) => void; onEdit: () => void; onDelete: () => void }) {
  const name = image.title || image.originalFilename;
  return (
    <li style={{ ...surfaceStyle, padding: 12, listStyle: 'none', display: 'grid', gap: 8 }} data-testid="library-image" data-image-id={image.id}>
      <VariantImage image={image} alt={image.altText ?? name} style={{ width: '100%', aspectRatio: '4 / 3', borderRadius: 8 }} />
      <Checkbox checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={`Select ${name}`}>
        <strong style={{ wordBreak: 'break-word' }}>{name}</strong>
      </Checkbox>
      <span style={{ color: brand.textMuted, fontSize: 13 }}>
        {image.width && image.height ? `${image.width} × ${image.height}` : 'N/A'} · {formatFileSize(image.sizeBytes)} · {image.usageType}
      </span>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="small" onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" danger onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** /dadportal/admin/image-library: paged, searched and filtered on the server; selection on the page shown, bulk delete, upload with progress, metadata. */
export default function ImageLibraryPage() {
  const dispatch = useAppDispatch();
  const [usageType, setUsageType] = useState<Usage>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<ImageDto | null>(null);
  const [deleting, setDeleting] = useState<ImageDto[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [remove] = useAdminDeleteImageMutation();

  /** The spec's bulk delete: one DELETE per image, in parallel; failures are reported, not hidden. */
  const deleteImages = async (targets: ImageDto[]) => {
    setBusy(true);
    const results = await Promise.allSettled(targets.map((image) => remove(image.id).unwrap()));
    setBusy(false);
    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [`${targets[i].title || targets[i].originalFilename}: ${errorMessage(r.reason, 'could not be deleted')}`] : []));
    const done = targets.length - failed.length;
    const deleted = new Set(targets.filter((_, i) => results[i].status === 'fulfilled').map((t) => t.id));
    setSelected((prev) => new Set([...prev].filter((id) => !deleted.has(id))));
    if (targets.length === 1) {
      dispatch(failed.length ? showToast({ title: 'Delete Failed', description: failed[0], variant: 'destructive' }) : showToast({ title: 'Image deleted successfully' }));
    } else if (failed.length) {
      dispatch(showToast({ title: 'Bulk Delete Failed', description: `${done} of ${targets.length} deleted. Not deleted: ${failed.join('; ')}`, variant: 'destructive', duration: 10_000 }));
    } else {
      dispatch(showToast({ title: `${done} images deleted successfully` }));
    }
    setDeleting(null);
  };

  const toggle = (id: string, on: boolean) => setSelected((prev) => new Set(on ? [...prev, id] : [...prev].filter((x) => x !== id)));

  /** Select All, its count and the bulk actions, over the page shown. */
  const selectionBar = (images: ImageDto[]) => {
    const chosen = images.filter((i) => selected.has(i.id));
    const allSelected = chosen.length === images.length;
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Checkbox checked={allSelected} indeterminate={!allSelected && chosen.length > 0} onChange={(e) => setSelected(new Set(e.target.checked ? images.map((i) => i.id) : []))}>
          Select All ({chosen.length} of {images.length} selected)
        </Checkbox>
        {chosen.length > 0 && (
          <>
            <Button onClick={() => setSelected(new Set())}>Clear Selection</Button>
            <Button danger onClick={() => setDeleting(chosen)}>
              Delete {chosen.length} Selected
            </Button>
          </>
        )}
      </div>
    );
  };

  return (
    <PageFrame
      title="Image Library"
      back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }}
      actions={
        <Button type="primary" onClick={() => setUploading(true)}>
          Upload Image
        </Button>
      }
      testId="image-library"
    >
      <PagedList<ImageDto, { usageType: Usage }>
        useQuery={useAdminGetLibraryImagesQuery}
        filters={{ usageType }}
        searchLabel="Search images"
        searchPlaceholder="Search by title or file name"
        filterSlot={<Select<Usage> aria-label="Usage" value={usageType} onChange={setUsageType} options={USAGE_OPTIONS as Array<{ value: Usage; label: string }>} style={{ minWidth: 150 }} />}
        label="Images"
        errorTitle="Failed to load images"
        empty={<EmptyState title="No images found" />}
        pageSize={PAGE_SIZE}
        listStyle={{ gap: 16, gridTemplateColumns: GRID }}
        toolbar={selectionBar}
        renderItem={(image) => (
          <ImageCard key={image.id} image={image} selected={selected.has(image.id)} onSelect={(on) => toggle(image.id, on)} onEdit={() => setEditing(image)} onDelete={() => setDeleting([image])} />
        )}
      />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <EditDialog image={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} images?` : 'Delete this image?'}
        confirmLabel="Delete"
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void deleteImages(deleting)}
      >
        This action cannot be undone. {deleting && deleting.length > 1 ? 'These images will be permanently deleted.' : 'The image will be permanently deleted.'}
      </ConfirmDialog>
    </PageFrame>
  );
}
