// The figures' call, injected into the back office's one API: every figure of a period at once.
// The CSV downloads go through fetch (FiguresPage), as files, not through the cache.
import type { FiguresQuery, FiguresResponse } from '@contracts/adminFigures';
import { adminApi, cleanParams } from '../api';

export const figuresApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    figures: build.query<FiguresResponse, FiguresQuery>({
      query: (params) => ({ url: '/figures', params: cleanParams(params) }),
    }),
  }),
});

export const { useFiguresQuery } = figuresApi;
