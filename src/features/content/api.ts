// Content endpoints (spec 7): banners, partners, social links, FAQs, session time-out, subscribe.
import { baseApi } from '@/shared/api/baseApi';

export interface Banner {
  id: number;
  image: string;
  first_title: string;
}
export interface Partner {
  id: number;
  name: string;
  image: string;
}
export interface SocialLink {
  id: number;
  platform: string;
  url: string;
}
export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({
      query: () => '/banner-list',
      transformResponse: (res: { data: { banners: Banner[] } }) => res.data.banners,
    }),
    getPartners: build.query<Partner[], void>({
      query: () => '/partner-list',
      transformResponse: (res: { data: { partners: Partner[] } }) => res.data.partners,
    }),
    getSocialLinks: build.query<SocialLink[], void>({
      // Sent without authorization (spec 7).
      query: () => ({ url: '/social-links', headers: { authorization: '' } }),
      transformResponse: (res: { status: boolean; SocialLink: SocialLink[] }) => (res.status ? res.SocialLink : []),
    }),
    getFaqs: build.query<Faq[], void>({
      query: () => '/faqs',
      transformResponse: (res: { faqs: Faq[] }) => res.faqs,
    }),
    subscribe: build.mutation<{ status: boolean; message: string }, { email: string }>({
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
