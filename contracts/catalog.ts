// The wire of the catalogue (spec sections 3 and 7, "Catalogue"): products, categories, listing.
import { Type, type Static } from 'typebox';
import { Id, Nullable, Timestamp } from './common';

export const CategoryRef = Type.Object({ id: Id, slug: Type.String(), title: Type.String() });
export type CategoryRef = Static<typeof CategoryRef>;

export const Category = Type.Object({ ...CategoryRef.properties, sub_categories: Type.Array(CategoryRef) });
export type Category = Static<typeof Category>;

export const Specification = Type.Object({ id: Id, title: Type.String(), description: Type.String() });
export type Specification = Static<typeof Specification>;

export const Brand = Type.Object({ id: Id, brand_name: Type.String(), slug: Type.String() });
export type Brand = Static<typeof Brand>;

const priceOnly = (description: string) => Nullable(Type.Number({ description }));

export const Product = Type.Object({
  id: Id,
  sku: Type.String(),
  model_number: Type.String(),
  product_name: Type.String(),
  name: Type.String(),
  product_slug: Type.String(),
  primary_image: Type.String({ description: 'Path under the media base.' }),
  images: Type.Array(Type.Object({ id: Id, images: Type.String() })),
  brands: Nullable(Brand),
  category: Nullable(CategoryRef),
  sub_category: Nullable(CategoryRef),
  specification: Type.Array(Specification),
  // Prices are null for visitors and accounts awaiting approval: the server never sends them.
  base_price: priceOnly('Null unless the customer is approved.'),
  discount_price: priceOnly('Null unless the customer is approved.'),
  custom_rates: Nullable(
    Type.Object({ custom_rate: Type.Number() }, { description: "The approved customer's own price-list rate, else null." }),
  ),
  gst_rate: priceOnly('GST rate in percent; null unless the customer is approved.'),
  stock_quantity: Type.Integer(),
  average_rating: Type.Number(),
  is_in_cart: Type.Boolean(),
  height: Nullable(Type.Number()),
  length: Nullable(Type.Number()),
  width: Nullable(Type.Number()),
  weight: Nullable(Type.Number()),
  short_description: Type.String(),
  long_description: Type.String({ description: 'HTML.' }),
  warranty_period: Nullable(Type.String()),
  warranty_terms: Nullable(Type.String()),
});
export type Product = Static<typeof Product>;

/** A review as the product page lists it (also the answer of POST /review-store). */
export const Rating = Type.Object({
  id: Id,
  rating: Type.Number(),
  review_title: Type.String(),
  review_description: Type.String(),
  created_at: Timestamp,
  customer: Type.Object({ primary_contact_name: Type.String() }),
  /** True on the signed-in viewer's own review (one per customer and product), so it is offered for editing. */
  is_mine: Type.Boolean({ description: "True on the signed-in customer's own review." }),
});
export type Rating = Static<typeof Rating>;

/**
 * The review summary of the product page, computed from the product's ratings: a half-star
 * rating counts toward the whole star below it (4.5 under 4 stars), 0 and 0.5 under 1 star.
 */
export const RatingSummary = Type.Object({
  average: Type.Number({ description: 'Mean of the ratings, 2 decimals; 0 with no ratings.' }),
  count: Type.Integer(),
  stars: Type.Array(
    Type.Object({
      star: Type.Integer({ minimum: 1, maximum: 5 }),
      count: Type.Integer(),
      percent: Type.Integer({ description: 'Share of all ratings, rounded; 0 with no ratings.' }),
    }),
    { description: 'Five entries, 5 stars first.' },
  ),
});
export type RatingSummary = Static<typeof RatingSummary>;

export const ProductDetail = Type.Object({ ...Product.properties, ratings: Type.Array(Rating), rating_summary: RatingSummary });
export type ProductDetail = Static<typeof ProductDetail>;

/* ---------- GET /product-list ---------- */

export const SORT_KEYS = ['price_asc', 'price_desc', 'name_asc', 'name_desc', 'newest', 'rating'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const ProductListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: 1 })),
  itemsPerPage: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Default 9, or 10 with a search; values above 50 are clamped to 50.' }),
  ),
  category: Type.Optional(Type.String({ maxLength: 191, description: 'Slug of a top-level category.' })),
  subcategory: Type.Optional(Type.String({ maxLength: 191, description: 'Slug of a sub-category.' })),
  brands: Type.Optional(Type.String({ maxLength: 500, description: 'Comma-separated brand slugs or names.' })),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Words a buyer types: matched with plurals, typos, prefixes, spacing variants and the synonym list against name, brand, category, description, model and SKU.',
    }),
  ),
  min_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
  max_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
  sort: Type.Optional(
    Type.Enum(SORT_KEYS, { description: 'Orders the whole filtered catalogue. Default: relevance with a search, else name.' }),
  ),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'Only products whose average rating is at least this.' })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const BrandFacet = Type.Object({ ...Brand.properties, count: Type.Integer({ description: 'Products of the brand.' }) });
export type BrandFacet = Static<typeof BrandFacet>;

/** Ranges [start, end) of a text (UTF-16 offsets) that hold a word the search matched. */
export const HighlightRanges = Type.Array(Type.Tuple([Type.Integer(), Type.Integer()]));
export type HighlightRanges = Static<typeof HighlightRanges>;

/** A product in a listing; with a search, what the search matched in its name. */
export const ListedProduct = Type.Object({
  ...Product.properties,
  highlight: Type.Optional(Type.Object({ product_name: HighlightRanges })),
});
export type ListedProduct = Static<typeof ListedProduct>;

export const ProductListResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    data: Type.Array(ListedProduct),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  }),
  min_price: Nullable(Type.Number()),
  max_price: Nullable(Type.Number()),
  brands: Type.Array(BrandFacet),
});
export type ProductListResponse = Static<typeof ProductListResponse>;

/* ---------- detail, related, categories ---------- */

export const ProductIdParams = Type.Object({ id: Id });
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 255 }) });

export const ProductDetailResponse = Type.Object({ status: Type.Boolean(), data: ProductDetail });
export type ProductDetailResponse = Static<typeof ProductDetailResponse>;
export const ProductNotFound = Type.Object({ status: Type.Literal(false), data: Type.Null(), message: Type.String() });

export const RelatedProductsResponse = Type.Object({ status: Type.Boolean(), data: Type.Array(Product), message: Type.String() });
export type RelatedProductsResponse = Static<typeof RelatedProductsResponse>;
export const RelatedNotFound = Type.Object({ status: Type.Literal(false), data: Type.Array(Product, { maxItems: 0 }), message: Type.String() });

export const CategoryListResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ category: Type.Array(Category) }),
  message: Type.String(),
});
export type CategoryListResponse = Static<typeof CategoryListResponse>;

export const FooterCategoriesResponse = Type.Object({ status: Type.Boolean(), categories: Type.Array(CategoryRef) });
export type FooterCategoriesResponse = Static<typeof FooterCategoriesResponse>;

/* ---------- GET /home-products ---------- */

/** The home page's product rails, from the real catalogue (active products only). */
export const HomeProductsResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    new_arrivals: Type.Array(Product, { description: 'The newest products, newest first.' }),
    best_rated: Type.Array(Product, {
      description: 'The products with the best average of their reviews (ties: more reviews first); only reviewed products.',
    }),
  }),
});
export type HomeProductsResponse = Static<typeof HomeProductsResponse>;

/* ---------- GET /search-suggestions (search as you type) ---------- */

export const SearchSuggestionsQuery = Type.Object({
  q: Type.String({ maxLength: 100, description: 'What the buyer has typed so far; the last word is taken as a prefix.' }),
});
export type SearchSuggestionsQuery = Static<typeof SearchSuggestionsQuery>;

const suggested = {
  highlight: Type.Object({ label: HighlightRanges }, { description: 'Where the matched words stand in the label.' }),
};

export const SearchSuggestions = Type.Object({
  products: Type.Array(Type.Object({ id: Id, slug: Type.String(), label: Type.String({ description: 'The product name.' }), ...suggested })),
  categories: Type.Array(
    Type.Object({
      id: Id,
      slug: Type.String(),
      label: Type.String({ description: 'The category title.' }),
      parent_slug: Nullable(Type.String({ description: "A sub-category's top-level category." })),
      ...suggested,
    }),
  ),
  brands: Type.Array(Type.Object({ id: Id, slug: Type.String(), label: Type.String({ description: 'The brand name.' }), ...suggested })),
});
export type SearchSuggestions = Static<typeof SearchSuggestions>;

export const SearchSuggestionsResponse = Type.Object({ status: Type.Boolean(), data: SearchSuggestions });
export type SearchSuggestionsResponse = Static<typeof SearchSuggestionsResponse>;
