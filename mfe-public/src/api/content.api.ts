import { injectRemoteEndpoints } from '@dd/api-client';
import type { ValidateAddressRequest } from '@dd/contracts/booking';
import type { GalleryCategory } from '@dd/contracts/enums';
import type { GalleryPhotoDto } from '@dd/contracts/gallery';
import type { PlanDto } from '@dd/contracts/plan';
import type { PublicReviewDto } from '@dd/contracts/review';
import type { PublicSettingsDto, ValidateAddressResponse } from '@dd/contracts/settings';

/** The public remote's read calls (remotes own their endpoints). */
export const contentApi = injectRemoteEndpoints('public', (build) => ({
  getPublicSettings: build.query<PublicSettingsDto, void>({
    query: () => '/settings/public',
    providesTags: ['Settings'],
  }),
  /** `undefined` is the All filter: no category parameter (customer-side §7). */
  getGallery: build.query<GalleryPhotoDto[], GalleryCategory | undefined>({
    query: (category) => ({ url: '/gallery', params: category ? { category } : undefined }),
    providesTags: ['Gallery'],
  }),
  getReviews: build.query<PublicReviewDto[], void>({
    query: () => '/reviews',
    providesTags: ['Review'],
  }),
  /** The maintenance plans on offer, with member prices and what a member saves. */
  getPlans: build.query<PlanDto[], void>({
    query: () => '/plans',
    providesTags: ['Plan'],
  }),
  validateAddress: build.mutation<ValidateAddressResponse, ValidateAddressRequest>({
    query: (body) => ({ url: '/validate-address', method: 'POST', body }),
  }),
}));

export const { usePublicGetPublicSettingsQuery, usePublicGetGalleryQuery, usePublicGetReviewsQuery, usePublicGetPlansQuery, usePublicValidateAddressMutation } = contentApi;
