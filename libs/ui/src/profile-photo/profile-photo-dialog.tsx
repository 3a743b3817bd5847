import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Modal, Progress, Slider, Spin, Typography } from 'antd';
import { DeleteOutlined, RotateRightOutlined, UploadOutlined } from '@ant-design/icons';
import type { PhotoCropperHandle } from './photo-cropper';
import { cropToJpeg } from './profile-photo.crop';
import { addQuarterTurn, maxSizeHint, photoFileError, PROFILE_PHOTO, PROFILE_PHOTO_TEXT } from './profile-photo.rules';
import { CROP_FAILURES, PhotoCropError } from './profile-photo.toasts';
import { useProfilePhoto } from './use-profile-photo';
import { UserAvatar, type AvatarUser } from './user-avatar';

// react-cropper, cropperjs and its stylesheet load only when a photo is chosen.
const PhotoCropper = lazy(() =>
  import('./photo-cropper').then(async (module) => {
    await module.stylesReady;
    return module;
  }),
);

const CROPPER_HEIGHT = 320;

export interface ProfilePhotoDialogProps {
  open: boolean;
  onClose: () => void;
  user: AvatarUser;
  /** The size limit: 5MB in the sidebar (default), 10MB on account pages (PROFILE_PHOTO.accountMaxBytes). */
  maxBytes?: number;
}

/**
 * The profile photo dialogs (customer-side §2): Update Profile Photo (choose a file, or remove the
 * photo), then Crop Profile Photo over it (square crop, zoom, rotation, Save Profile Picture).
 * Closing the crop dialog discards the selection; a save closes both.
 */
export default function ProfilePhotoDialog({ open, onClose, user, maxBytes = PROFILE_PHOTO.sidebarMaxBytes }: ProfilePhotoDialogProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number>(PROFILE_PHOTO.zoom.initial);
  const [rotation, setRotation] = useState<number>(PROFILE_PHOTO.rotation.min);
  // The picture whose cropper has placed its crop box: Save waits for it (a tap before had nothing to crop).
  const [readySrc, setReadySrc] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cropperRef = useRef<PhotoCropperHandle>(null);
  const { save, remove, isSaving, isRemoving, uploadProgress } = useProfilePhoto();

  // Each object URL is released when it is replaced, discarded or the dialog goes away.
  useEffect(() => {
    if (!src) return;
    return () => URL.revokeObjectURL(src);
  }, [src]);

  const discard = () => {
    setSrc(null);
    setZoom(PROFILE_PHOTO.zoom.initial);
    setRotation(PROFILE_PHOTO.rotation.min);
  };
  const close = () => {
    discard();
    setFileError(null);
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const error = photoFileError(file, maxBytes);
    setFileError(error);
    if (error) return;
    discard();
    setSrc(URL.createObjectURL(file));
  };

  const saveCrop = async () => {
    if (!src) return;
    const saved = await save(async () => {
      const area = cropperRef.current?.getCropArea();
      if (!area) throw new PhotoCropError(CROP_FAILURES.loadImage);
      return cropToJpeg(src, area);
    });
    if (saved) close();
  };

  const removePhoto = async () => {
    if (await remove()) close();
  };

  return (
    <>
      <Modal open={open} title={PROFILE_PHOTO_TEXT.updateTitle} onCancel={close} footer={null} width={420} destroyOnHidden>
        <Flex vertical align="center" gap={16} style={{ padding: '8px 0' }}>
          <UserAvatar user={user} size={96} />
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            hidden
            onChange={choose}
            aria-label="Profile photo file"
            data-testid="profile-photo-input"
          />
          <Button type="primary" icon={<UploadOutlined />} onClick={() => inputRef.current?.click()}>
            Choose File
          </Button>
          <Flex vertical align="center">
            <Typography.Text type="secondary">{maxSizeHint(maxBytes)}</Typography.Text>
            <Typography.Text type="secondary">{PROFILE_PHOTO.formats}</Typography.Text>
          </Flex>
          {fileError && (
            <Typography.Text type="danger" role="alert">
              {fileError}
            </Typography.Text>
          )}
          {user.profilePhotoUrl && (
            <Button danger type="text" icon={<DeleteOutlined />} loading={isRemoving} onClick={() => void removePhoto()}>
              {PROFILE_PHOTO_TEXT.remove}
            </Button>
          )}
        </Flex>
      </Modal>

      <Modal
        open={open && !!src}
        title={PROFILE_PHOTO_TEXT.cropTitle}
        onCancel={discard}
        closable={!isSaving}
        mask={{ closable: false }}
        keyboard={!isSaving}
        width={520}
        destroyOnHidden
        footer={
          <Flex gap={8} justify="end">
            <Button onClick={discard} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="primary" onClick={() => void saveCrop()} loading={isSaving} disabled={!src || readySrc !== src}>
              {PROFILE_PHOTO_TEXT.save}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          <Suspense
            fallback={
              <Flex align="center" justify="center" style={{ height: CROPPER_HEIGHT }}>
                <Spin />
              </Flex>
            }
          >
            {src && <PhotoCropper key={src} ref={cropperRef} src={src} zoom={zoom} rotation={rotation} onZoomChange={setZoom} onReady={() => setReadySrc(src)} height={CROPPER_HEIGHT} />}
          </Suspense>
          <div>
            <Typography.Text>Zoom</Typography.Text>
            <Slider
              min={PROFILE_PHOTO.zoom.min}
              max={PROFILE_PHOTO.zoom.max}
              step={PROFILE_PHOTO.zoom.step}
              value={zoom}
              onChange={setZoom}
              disabled={isSaving}
              tooltip={{ formatter: (value) => `${(value ?? 1).toFixed(1)}x` }}
              ariaLabelForHandle="Zoom"
            />
          </div>
          <Flex align="flex-end" gap={12}>
            <div style={{ flex: 1 }}>
              <Typography.Text>Rotation</Typography.Text>
              <Slider
                min={PROFILE_PHOTO.rotation.min}
                max={PROFILE_PHOTO.rotation.max}
                step={PROFILE_PHOTO.rotation.step}
                value={rotation}
                onChange={setRotation}
                disabled={isSaving}
                tooltip={{ formatter: (value) => `${value ?? 0}°` }}
                ariaLabelForHandle="Rotation"
              />
            </div>
            <Button icon={<RotateRightOutlined />} onClick={() => setRotation(addQuarterTurn)} disabled={isSaving} style={{ marginBottom: 10 }}>
              +90°
            </Button>
          </Flex>
          {uploadProgress !== null && <Progress percent={uploadProgress} size="small" aria-label="Upload progress" data-testid="upload-progress" />}
        </Flex>
      </Modal>
    </>
  );
}
