// Content endpoints (spec 7): banners, partners, social links, FAQs, session time-out, subscribe.
import type { StatusMessage } from '@contracts/common';
import type {
  Banner,
  BannerListResponse,
  Faq,
  FaqListResponse,
  Partner,
  PartnerListResponse,
  SocialLink,
  SocialLinksResponse,
  SubscribeRequest,
} from '@contracts/content';
import { baseApi } from '@/shared/api/baseApi';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({
      query: () => '/banner-list',
      transformResponse: (res: BannerListResponse) => res.data.banners,
    }),
    getPartners: build.query<Partner[], void>({
      query: () => '/partner-list',
      transformResponse: (res: PartnerListResponse) => res.data.partners,
    }),
    getSocialLinks: build.query<SocialLink[], void>({
      // Sent without authorization (spec 7).
      query: () => ({ url: '/social-links', headers: { authorization: '' } }),
      transformResponse: (res: SocialLinksResponse) => (res.status ? res.SocialLink : []),
    }),
    getFaqs: build.query<Faq[], void>({
      query: () => '/faqs',
      transformResponse: (res: FaqListResponse) => res.faqs,
    }),
    subscribe: build.mutation<StatusMessage, NonNullable<SubscribeRequest>>({
      query: (body) => ({ url: '/subscribe', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetBannersQuery,
  useGetPartnersQuery,
  useGetSocialLinksQuery,
  useGetFaqsQuery,
  useSubscribeMutation,
} = contentApi;
