import { useCallback, useState } from 'react';
import type { ImageDto, ProfilePhotoRemoval, ProfilePhotoRequest } from '@dd/contracts/image';
import type { UserDto } from '@dd/contracts/user';
import { api } from './api';
import { uploadImage, type ImageUploadInput } from './image-upload';
import { useAppDispatch, type AppDispatch } from './store';

/** How often a screen asks again about an image still processing (its variants are made by a worker). */
export const PROCESSING_POLL_MS = 2_000;

/** Both photo fields null is the spec's way to remove the photo (PUT /api/profile). */
const PHOTO_REMOVAL: ProfilePhotoRemoval = { profilePhotoId: null, profilePhotoUrl: null };

/** Images and the profile photo. The upload itself is `useImageUpload` (it reports progress). */
export const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImage: build.query<ImageDto, string>({
      query: (id) => `/images/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Image', id }],
    }),

    /** Attaches an uploaded image; the returned user replaces the cached current user (spec §7). */
    attachProfilePhoto: build.mutation<UserDto, ProfilePhotoRequest>({
      query: (body) => ({ url: '/user/profile-photo', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(api.util.upsertQueryData('getUser', undefined, user));
      },
      invalidatesTags: ['Image'],
    }),

    removeProfilePhoto: build.mutation<UserDto, void>({
      query: () => ({ url: '/profile', method: 'PUT', body: PHOTO_REMOVAL }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(api.util.upsertQueryData('getUser', undefined, user));
      },
      // The server deletes a removed photo that was uploaded for the profile.
      invalidatesTags: ['Image'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetImageQuery, useAttachProfilePhotoMutation, useRemoveProfilePhotoMutation } = imagesApi;

/**
 * Resolves once the image is no longer processing (its variants exist, or it failed), asking every
 * PROCESSING_POLL_MS; gives up after `timeoutMs`. For what is not shown through VariantImage (the
 * profile photo's URL lives on the user).
 */
export async function waitUntilProcessed(dispatch: AppDispatch, id: string, timeoutMs = 5 * 60_000): Promise<ImageDto | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, PROCESSING_POLL_MS));
    const query = dispatch(imagesApi.endpoints.getImage.initiate(id, { forceRefetch: true, subscribe: false }));
    const image = await query.unwrap().catch(() => undefined);
    if (image && image.processingState !== 'processing') return image;
  }
  return undefined;
}

/**
 * POST /api/images with progress (0 to 100) for a progress bar. On success the cached image lists
 * are invalidated, as an RTK Query mutation would.
 */
export function useImageUpload() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (input: ImageUploadInput, signal?: AbortSignal) => {
      setProgress(0);
      try {
        const image = await uploadImage(input, { signal, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
        dispatch(api.util.invalidateTags(['Image']));
        return image;
      } finally {
        setProgress(null);
      }
    },
    [dispatch],
  );

  return { upload, progress, isUploading: progress !== null };
}
