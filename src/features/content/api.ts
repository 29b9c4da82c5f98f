// Content endpoints (spec 7): banners, partners, social links, FAQs, about, blog, policies,
// subscribe, and the visitor forms (contact-us, request-an-item).
import type { StatusMessage } from '@contracts/common';
import type {
  AboutEntry,
  AboutResponse,
  Banner,
  BannerListResponse,
  Blog,
  BlogDetailResponse,
  BlogListResponse,
  Faq,
  FaqListResponse,
  FlatPolicyResponse,
  FormSentResponse,
  Inquiry,
  ItemRequest,
  NestedPolicyResponse,
  Partner,
  PartnerListResponse,
  Policy,
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
      transformResponse: (res: BlogDetailResponse) => (res.status ? res.blog : null),
    }),
    getPolicy: build.query<Policy, PolicyKind>({
      query: (kind) => POLICY_PATHS[kind],
      // Two of the four answer the policy's fields at the top level, two inside `policies` (spec 7).
      transformResponse: (res: FlatPolicyResponse | NestedPolicyResponse) =>
        'policies' in res ? res.policies : { title: res.title, description: res.description },
    }),
    // Both visitor forms are sent without a token (spec 6, 7).
    sendInquiry: build.mutation<FormSentResponse, Inquiry>({
      query: (body) => ({ url: '/contact-us', method: 'POST', body, headers: { authorization: '' } }),
    }),
    requestItem: build.mutation<FormSentResponse, ItemRequest>({
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
