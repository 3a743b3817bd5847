import { useEffect, useState } from 'react';
import { Button, Checkbox, Flex, Input, Progress, Segmented, Select } from 'antd';
import { errorMessage, showToast, useAppDispatch, useImageUpload } from '@dd/api-client';
import type { ImageUsageType } from '@dd/contracts/enums';
import { IMAGE_ACCEPTED_MIME_TYPES, IMAGE_MESSAGES, type ImageDto, type ImageLibraryKind } from '@dd/contracts/image';
import { bookingReference } from '@dd/ui/booking-format';
import { FormField, fieldA11y } from '@dd/ui/form-field';
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
import { IMAGE_LIMIT_TEXT, uploadProblems } from './upload-problems';

type Usage = ImageUsageType | 'all';
const USAGE_OPTIONS = [
  { value: 'all', label: 'All usage' },
  { value: 'profile', label: 'Profile' },
  { value: 'gallery', label: 'Gallery' },
  { value: 'other', label: 'Other' },
];
const KIND_OPTIONS: Array<{ value: ImageLibraryKind | 'all'; label: string }> = [
  { value: 'library', label: 'Business images' },
  { value: 'job_photos', label: 'Customers’ job photos' },
  { value: 'all', label: 'All' },
];

/**
 * What a delete does: job photos among the chosen are named and kept (each is the before/after record of a
 * customer's job, which the server refuses to delete); the rest go for good.
 */
export function DeleteEffect({ chosen }: { chosen: Pick<ImageDto, 'jobPhoto'>[] }) {
  const jobPhotos = chosen.filter((image) => image.jobPhoto).length;
  const others = chosen.length - jobPhotos;
  const gone = others === 1 ? 'The image will be permanently deleted.' : `These ${others} images will be permanently deleted.`;
  if (!jobPhotos) return <>This action cannot be undone. {chosen.length > 1 ? 'These images will be permanently deleted.' : gone}</>;
  const kept = `${jobPhotos === 1 ? '1 of the selected images is a customer’s job photo' : `${jobPhotos} of the selected images are customers’ job photos`}: before/after photos kept as the record of their bookings, so ${jobPhotos === 1 ? 'it is' : 'they are'} not deleted.`;
  return (
    <div data-testid="delete-job-photos-warning" role="note" style={{ display: 'grid', gap: 8 }}>
      <strong>{kept}</strong>
      <span>{others ? `This action cannot be undone. ${gone}` : 'Nothing will be deleted.'}</span>
    </div>
  );
}

/** A multiple of 1 to 4 columns, so every row of a page is full. */
const PAGE_SIZE = 24;
/** At least 220px per card and never more than four per row: 1 column on a phone, 4 on a wide screen. */
const GRID = 'repeat(auto-fill, minmax(max(220px, calc((100% - 48px) / 4)), 1fr))';

interface MetadataFields {
  title: string;
  altText: string;
  description: string;
}
type MetadataErrors = Partial<Record<keyof MetadataFields, string>>;

function MetadataInputs({ id, value, onChange, errors = {}, altRequired }: { id: string; value: MetadataFields; onChange: (v: MetadataFields) => void; errors?: MetadataErrors; altRequired: boolean }) {
  return (
    <div>
      <FormField id={`${id}-title`} label="Title" error={errors.title}>
        <Input {...fieldA11y(`${id}-title`, errors.title)} value={value.title} onChange={(e) => onChange({ ...value, title: e.target.value })} />
      </FormField>
      <FormField
        id={`${id}-alt`}
        label={altRequired ? 'Alt text (required)' : 'Alt text'}
        hint={altRequired ? 'Gallery images are shown to the public: describe what the photo shows for people who cannot see it.' : undefined}
        error={errors.altText}
      >
        <Input {...fieldA11y(`${id}-alt`, errors.altText)} aria-required={altRequired} value={value.altText} onChange={(e) => onChange({ ...value, altText: e.target.value })} />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description}>
        <Input.TextArea
          {...fieldA11y(`${id}-description`, errors.description)}
          value={value.description}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
          autoSize={{ minRows: 2 }}
        />
      </FormField>
    </div>
  );
}

function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { upload, progress, isUploading } = useImageUpload();
  const [file, setFile] = useState<File | null>(null);
  const [usageType, setUsageType] = useState<ImageUsageType>('gallery');
  const [fields, setFields] = useState<MetadataFields>({ title: '', altText: '', description: '' });
  const [problems, setProblems] = useState<{ file?: string; altText?: string }>({});
  useEffect(() => {
    if (open) {
      setFile(null);
      setFields({ title: '', altText: '', description: '' });
      setProblems({});
    }
  }, [open]);

  const submit = async () => {
    const found = uploadProblems(file, usageType, fields.altText);
    setProblems(found);
    if (!file || found.file || found.altText) {
      // The spec's toast for a missing file; every problem is also said under its field, which takes the focus.
      if (!file) dispatch(showToast({ title: 'No File Selected', description: IMAGE_MESSAGES.noFile, variant: 'destructive' }));
      document.getElementById(found.file ? 'upload-image-file' : 'upload-image-alt')?.focus();
      return;
    }
    try {
      await upload({ image: file, usageType, ...fields });
      dispatch(showToast({ title: 'Image uploaded and processed successfully' }));
      onClose();
    } catch (error) {
      const tooLarge = (error as { status?: number })?.status === 413;
      dispatch(
        showToast({ title: 'Upload Failed', description: tooLarge ? IMAGE_MESSAGES.tooLargeWithLimit(IMAGE_LIMIT_TEXT) : errorMessage(error, 'Failed to upload image'), variant: 'destructive' }),
      );
    }
  };

  return (
    <PlainDialog open={open} onClose={onClose} title="Upload Image" width={520}>
      <div style={{ display: 'grid', gap: 12 }} data-testid="upload-image">
        <FormField id="upload-image-file" label={`Image file (JPEG, PNG, GIF or WebP, at most ${IMAGE_LIMIT_TEXT})`} error={problems.file}>
          <input
            id="upload-image-file"
            type="file"
            accept={IMAGE_ACCEPTED_MIME_TYPES.join(',')}
            aria-invalid={!!problems.file}
            aria-describedby={problems.file ? 'upload-image-file-error' : undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setProblems((prev) => ({ ...prev, file: uploadProblems(chosen, usageType, fields.altText).file }));
            }}
            data-testid="upload-file"
          />
        </FormField>
        <label style={{ display: 'grid', gap: 4 }}>
          Usage
          <Select<ImageUsageType>
            aria-label="Usage"
            value={usageType}
            onChange={(value) => {
              setUsageType(value);
              setProblems((prev) => ({ ...prev, altText: undefined }));
            }}
            options={USAGE_OPTIONS.filter((o) => o.value !== 'all') as Array<{ value: ImageUsageType; label: string }>} />
        </label>
        <MetadataInputs id="upload-image" value={fields} onChange={setFields} errors={problems} altRequired={usageType === 'gallery'} />
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
  const [errors, setErrors] = useState<MetadataErrors>({});
  useEffect(() => {
    if (image) setFields({ title: image.title ?? '', altText: image.altText ?? '', description: image.description ?? '' });
    setErrors({});
  }, [image]);
  if (!image) return null;
  const altRequired = image.usageType === 'gallery';
  const save = async () => {
    const altText = uploadProblems({ size: 0 }, image.usageType, fields.altText).altText;
    setErrors(altText ? { altText } : {});
    if (altText) return document.getElementById('edit-image-alt')?.focus();
    const saved = await act(() => update({ id: image.id, ...fields }).unwrap(), { success: { title: 'Image metadata updated successfully' }, failure: { title: 'Update Failed' } });
    if (saved) onClose();
  };
  return (
    <PlainDialog open onClose={onClose} title="Edit Image Metadata" width={520}>
      <div style={{ display: 'grid', gap: 12 }} data-testid="edit-image">
        <MetadataInputs id="edit-image" value={fields} onChange={setFields} errors={errors} altRequired={altRequired} />
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={isLoading} onClick={() => void save()}>
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
        {image.width && image.height ? `${image.width} × ${image.height}` : 'N/A'} · {formatFileSize(image.sizeBytes)} · {image.jobPhoto ? 'job photo' : image.usageType}
      </span>
      {image.jobPhoto && (
        <span data-testid="job-photo-label" style={{ fontSize: 13 }}>
          Customer’s {image.jobPhoto.mediaType} photo of booking #{bookingReference(image.jobPhoto.bookingId)}
        </span>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="small" onClick={onEdit}>
          Edit
        </Button>
        {/* A job photo is the record of the customer's job: the server keeps it (409 IN_USE), so no Delete is offered. */}
        {!image.jobPhoto && (
          <Button size="small" danger onClick={onDelete}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** /dadportal/admin/image-library: paged, searched and filtered on the server; selection on the page shown, bulk delete, upload with progress, metadata. */
export default function ImageLibraryPage() {
  const dispatch = useAppDispatch();
  const [usageType, setUsageType] = useState<Usage>('all');
  // The business's own images first; customers' job photos apart, labelled as theirs (issue 37 item 18).
  const [kind, setKind] = useState<ImageLibraryKind | 'all'>('library');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<ImageDto | null>(null);
  const [deleting, setDeleting] = useState<ImageDto[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [remove] = useAdminDeleteImageMutation();

  /** The spec's bulk delete: one DELETE per image, in parallel; failures are reported, not hidden. Job photos are kept (the dialog said so). */
  const deleteImages = async (chosen: ImageDto[]) => {
    const targets = chosen.filter((image) => !image.jobPhoto);
    if (!targets.length) return setDeleting(null);
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
      <PagedList<ImageDto, { usageType: Usage; kind: ImageLibraryKind | 'all' }>
        useQuery={useAdminGetLibraryImagesQuery}
        filters={{ usageType, kind }}
        searchLabel="Search images"
        searchPlaceholder="Search by title or file name"
        filterSlot={
          <>
            <Segmented<ImageLibraryKind | 'all'>
              aria-label="Show"
              value={kind}
              onChange={(value) => {
                setKind(value);
                setSelected(new Set());
              }}
              options={KIND_OPTIONS}
            />
            <Select<Usage> aria-label="Usage" value={usageType} onChange={setUsageType} options={USAGE_OPTIONS as Array<{ value: Usage; label: string }>} style={{ minWidth: 150 }} />
          </>
        }
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
        <DeleteEffect chosen={deleting ?? []} />
      </ConfirmDialog>
    </PageFrame>
  );
}
