// The Settings calls, injected into the back office's one API: read the store's settings with their
// history, and save them with the version seen.
import type { StoreSettingsBody, StoreSettingsResponse } from '@contracts/adminSettings';
import { adminApi, whenSaved } from '../api';

export const settingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    storeSettings: build.query<StoreSettingsResponse, void>({ query: () => '/settings', providesTags: ['Settings'] }),
    saveStoreSettings: build.mutation<StoreSettingsResponse, StoreSettingsBody>({
      query: (body) => ({ url: '/settings', method: 'PUT', body }),
      invalidatesTags: whenSaved('Settings' as const),
    }),
  }),
});

export const { useStoreSettingsQuery, useSaveStoreSettingsMutation } = settingsApi;
