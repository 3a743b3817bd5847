/**
 * @dd/api-client: the one RTK Query api, the root reducer and the toast slice. A Module Federation
 * singleton: the shell creates the store with `makeStore()`; remotes inject endpoints and slices.
 */
export { api, TAG_TYPES, useCurrentUser, useGetUserQuery, useLoginMutation, useLoginSecondFactorMutation, useRegisterMutation, useLogoutMutation, useGetPackagesQuery } from './api';
export { imagesApi, useGetImageQuery, useAttachProfilePhotoMutation, useRemoveProfilePhotoMutation, useImageUpload, PROCESSING_POLL_MS, waitUntilProcessed } from './images.api';
export { customerProfileApi, useGetCustomerProfileQuery, type CustomerProfileViewer } from './customer-profile.api';
export { profileApi, useUpdateProfileInfoMutation, useChangePasswordMutation, useUpdateLanguageMutation } from './profile.api';
export {
  accountSecurityApi,
  useStepUpMutation,
  useGetDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
  useGetPasskeysQuery,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
} from './account-security.api';
export { setStepUpPrompt, askForStepUp, type StepUpPrompt } from './step-up';
export { carsApi, useGetCarsQuery, useAddCarMutation, useUpdateCarMutation, useDeleteCarMutation } from './cars.api';
export { availabilityApi, useGetAvailabilityQuery, type AvailabilityQuery } from './availability.api';
export { injectRemoteEndpoints, remoteEndpointName, remoteOperations, type ApiOperation, type RemoteEndpoints } from './remote-endpoints';
export { toPage, cursorOf, usePagedList, PAGE_SIZE, type PageArgs, type PagedList, type PageQueryResult } from './paging';
export { uploadImage, imageUploadForm, type ImageUploadInput, type ImageUploadOptions } from './image-upload';
export { userChanged, userScopeMiddleware, USER_STORAGE_PREFIX, STORAGE_OWNER_KEY } from './user-scope';
export { API_CLIENT_VERSION } from './version';
export { createBaseQuery, errorCode, errorMessage, fieldErrorsOf, httpError, isApiError, setApiBaseUrl, getApiBaseUrl, API_BASE_URL, type ApiError } from './base-query';
export {
  toastSlice,
  showToast,
  dismissToast,
  selectCurrentToast,
  TOAST_DURATION_MS,
  type Toast,
  type ToastInput,
  type ToastState,
  type ToastVariant,
} from './toast.slice';
export { languageSlice, languageChosen, selectLanguage, startLanguage, keepLanguage } from './language.slice';
export {
  rootReducer,
  makeStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type AppStore,
  type AppDispatch,
  type RootState,
  type LazyLoadedSlices,
} from './store';
