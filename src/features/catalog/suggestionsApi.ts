// Search as you type: GET /search-suggestions, injected only when the suggestion list's
// chunk loads, so the endpoint costs the first visit nothing.
import { baseApi } from '@/shared/api/baseApi';
import type { SearchSuggestions, SearchSuggestionsResponse } from '@contracts/catalog';

export const suggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSearchSuggestions: build.query<SearchSuggestions, string>({
      query: (q) => ({ url: '/search-suggestions', params: { q } }),
      transformResponse: (res: SearchSuggestionsResponse) => res.data,
      // Suggestions go stale fast and are cheap: keep a typed word's answer briefly for backspacing.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetSearchSuggestionsQuery } = suggestionsApi;
