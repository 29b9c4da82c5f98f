// What each content tab shows and asks for: its fields (names as the API takes them), whether it
// has an image, and how a row is named in its list. The rules and messages come from the contracts.
import { IMAGE_KINDS, ORDERED_KINDS, SOCIAL_PLATFORMS, type ContentListKind } from '@contracts/contentRules';

export interface FieldDef {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'url' | 'select' | 'rich';
  options?: readonly string[];
  hint?: string;
}

export interface KindForm {
  noun: string;
  fields: FieldDef[];
  image: boolean;
  ordered: boolean;
  /** The row's name in the list, and an optional second line. */
  title: (row: Record<string, unknown>) => string;
  detail?: (row: Record<string, unknown>) => string;
}

/** A noun inside a sentence: lower-case, but an acronym (FAQ) stays as it is. */
export const nounText = (noun: string) => (noun === noun.toUpperCase() ? noun : noun.toLowerCase());

const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** Rich text as one plain line for the list. */
const plain = (html: unknown) => str(html).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

const kind = (k: ContentListKind, form: Omit<KindForm, 'image' | 'ordered'>): KindForm => ({ ...form, image: IMAGE_KINDS.includes(k), ordered: ORDERED_KINDS.includes(k) });

export const KIND_FORMS: Record<ContentListKind, KindForm> = {
  banners: kind('banners', { noun: 'Banner', fields: [{ name: 'first_title', label: 'Title', type: 'text', hint: 'Shown over the image on the home page.' }], title: (r) => str(r.first_title) }),
  partners: kind('partners', { noun: 'Partner', fields: [{ name: 'name', label: 'Name', type: 'text', hint: 'Also the logo\u2019s text for screen readers.' }], title: (r) => str(r.name) }),
  faqs: kind('faqs', {
    noun: 'FAQ',
    fields: [
      { name: 'question', label: 'Question', type: 'text' },
      { name: 'answer', label: 'Answer', type: 'textarea' },
    ],
    title: (r) => str(r.question),
    detail: (r) => str(r.answer),
  }),
  about: kind('about', {
    noun: 'About entry',
    fields: [
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'description', label: 'Text', type: 'rich' },
    ],
    title: (r) => str(r.title),
    detail: (r) => plain(r.description),
  }),
  'social-links': kind('social-links', {
    noun: 'Social link',
    fields: [
      { name: 'platform', label: 'Platform', type: 'select', options: SOCIAL_PLATFORMS },
      { name: 'url', label: 'Address', type: 'url', hint: 'The full address, starting with https://' },
    ],
    title: (r) => str(r.platform).charAt(0).toUpperCase() + str(r.platform).slice(1),
    detail: (r) => str(r.url),
  }),
  blogs: kind('blogs', {
    noun: 'Blog post',
    fields: [
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'slug', label: 'Slug', type: 'text', hint: 'The post\u2019s address: /blog-details/<slug>. Left empty, it is made from the title.' },
      { name: 'description', label: 'Text', type: 'rich' },
    ],
    title: (r) => str(r.title),
    detail: (r) => `/blog-details/${str(r.slug)}`,
  }),
};
