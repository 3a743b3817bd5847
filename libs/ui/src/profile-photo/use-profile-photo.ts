import { useCallback, useState } from 'react';
import { api, showToast, useAppDispatch, useAttachProfilePhotoMutation, useImageUpload, useRemoveProfilePhotoMutation, waitUntilProcessed } from '@dd/api-client';
import { PHOTO_SAVED_TOAST, photoRemoveFailureToast, photoSaveFailureToast, type PhotoSaveStage } from './profile-photo.toasts';

/**
 * Saving and removing the profile photo with the spec's toasts. Saving is: crop to a JPEG, upload it
 * (POST /api/images, usageType profile, with progress), attach it (POST /api/user/profile-photo,
 * whose user replaces the cached current user; with queued processing its photo URL comes once the
 * thumbnail exists, and the user is fetched again then). Each resolves true when it worked.
 */
export function useProfilePhoto() {
  const dispatch = useAppDispatch();
  const { upload, progress } = useImageUpload();
  const [attach] = useAttachProfilePhotoMutation();
  const [removePhoto, { isLoading: isRemoving }] = useRemoveProfilePhotoMutation();
  const [isSaving, setSaving] = useState(false);

  const save = useCallback(
    async (crop: () => Promise<Blob>): Promise<boolean> => {
      let stage: PhotoSaveStage = 'crop';
      setSaving(true);
      try {
        const jpeg = await crop();
        stage = 'upload';
        const image = await upload({ image: jpeg, fileName: 'profile-photo.jpg', usageType: 'profile' });
        stage = 'attach';
        const user = await attach({ imageId: image.id }).unwrap();
        dispatch(showToast(PHOTO_SAVED_TOAST));
        // Still processing (a queue worker makes the thumbnail): the avatar says so, and shows the photo once it exists.
        if (!user.profilePhotoUrl) {
          void waitUntilProcessed(dispatch, image.id).then(() => dispatch(api.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false })));
        }
        return true;
      } catch (error) {
        dispatch(showToast(photoSaveFailureToast(stage, error)));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [attach, dispatch, upload],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    try {
      await removePhoto().unwrap();
      return true;
    } catch (error) {
      dispatch(showToast(photoRemoveFailureToast(error)));
      return false;
    }
  }, [dispatch, removePhoto]);

  return { save, remove, isSaving, isRemoving, uploadProgress: progress };
}
