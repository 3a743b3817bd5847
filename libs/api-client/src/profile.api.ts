import type { PasswordChangeRequest, ProfileInfoRequest, UserDto, UserLanguageRequest } from '@dd/contracts/user';
import { api } from './api';

/** PUT /api/profile: personal information, or a new password alone (both spec files, §7). The answer is the updated user. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfileInfo: build.mutation<UserDto, ProfileInfoRequest>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(api.util.upsertQueryData('getUser', undefined, user));
      },
    }),
    changePassword: build.mutation<UserDto, PasswordChangeRequest>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
    }),
    /** PUT /api/user/language: the language kept on the account (decision 0390). */
    updateLanguage: build.mutation<UserDto, UserLanguageRequest>({
      query: (body) => ({ url: '/user/language', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(api.util.upsertQueryData('getUser', undefined, user));
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useUpdateProfileInfoMutation, useChangePasswordMutation, useUpdateLanguageMutation } = profileApi;
