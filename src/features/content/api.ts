// Content endpoints (spec 7): banners, partners, social links, FAQs, about, blog, policies,
// subscribe, and the visitor forms (contact-us, request-an-item).
import type {
  AboutEntry,
  AboutResponse,
  Blog,
  BlogDetailsResponse,
  BlogListResponse,
  Faq,
  FaqsResponse,
  FlatPolicyResponse,
  FormAnswer,
  Inquiry,
  ItemRequest,
  NestedPolicyResponse,
  Policy,
} from '@contracts/content';
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
export type { Faq } from '@contracts/content';

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
      transformResponse: (res: FaqsResponse) => res.faqs,
    }),
    subscribe: build.mutation<{ status: boolean; message: string }, { email: string }>({
      query: (body) => ({ url: '/subscribe', method: 'POST', body }),
    }),
    getAbout: build.query<AboutEntry[], void>({
      query: () => '/about',
      transformResponse: (res: AboutResponse) => res.about,
    }),
    getBlogs: build.query<Blog[], void>({
      query: () => '/blog',
      transformResponse: (res: BlogListResponse) => res.blog,
    }),
    /** The post, or null when the server answers with status false (spec 8: 'Blog not found'). */
    getBlogDetails: build.query<Blog | null, string>({
      query: (slug) => `/blog-details/${encodeURIComponent(slug)}`,
      transformResponse: (res: BlogDetailsResponse) => (res.status ? res.blog : null),
    }),
    getPolicy: build.query<Policy, PolicyKind>({
      query: (kind) => POLICY_PATHS[kind],
      // Two of the four answer the policy's fields at the top level, two inside `policies` (spec 7).
      transformResponse: (res: FlatPolicyResponse | NestedPolicyResponse) =>
        'policies' in res ? res.policies : { title: res.title, description: res.description },
    }),
    // Both visitor forms are sent without a token (spec 6, 7).
    sendInquiry: build.mutation<FormAnswer, Inquiry>({
      query: (body) => ({ url: '/contact-us', method: 'POST', body, headers: { authorization: '' } }),
    }),
    requestItem: build.mutation<FormAnswer, ItemRequest>({
      query: (body) => ({ url: '/request-an-item', method: 'POST', body, headers: { authorization: '' } }),
    }),
  }),
});

export type PolicyKind = 'privacy' | 'shipping' | 'terms' | 'cancellation';

const POLICY_PATHS: Record<PolicyKind, string> = {
  privacy: '/privacyPolicies',
  shipping: '/shippingPolicies',
  terms: '/termsConditions',
  cancellation: '/cancellationrefund',
};

export const {
  useGetBannersQuery,
  useGetPartnersQuery,
  useGetSocialLinksQuery,
  useGetFaqsQuery,
  useSubscribeMutation,
  useGetAboutQuery,
  useGetBlogsQuery,
  useGetBlogDetailsQuery,
  useGetPolicyQuery,
  useSendInquiryMutation,
  useRequestItemMutation,
} = contentApi;
