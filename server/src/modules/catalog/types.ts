// The catalogue's shapes shared by its service, serializer and caches (here, so none of those
// files imports another's types in a circle).
import type { Brand, Product, ProductListResponse, Rating } from '@contracts/catalog';

/** The catalogue's two versions (see the schema's catalogVersion): content moves with every change, shape with fewer. */
export interface CatalogVersion {
  content: number;
  shape: number;
}

/** Categories and brands by what a listing's query names them, loaded once per catalogue version. */
export interface Dictionary {
  topBySlug: Map<string, number>;
  subBySlug: Map<string, number>;
  /** Brands in the facet order (name, then id, in the database's collation). */
  brands: Brand[];
  brandRank: Map<number, number>;
  /** Lower-cased slugs and names to brand ids. */
  brandIdsByKey: Map<string, number[]>;
}

/** One brand's share of the filtered catalogue (before the brand and price filters). */
export interface BrandGroup {
  brandId: number;
  /** Products of this brand matching category, sub-category and search. */
  count: number;
  /** ... and also the price filter. */
  inPriceRange: number;
  minPrice: string | null;
  maxPrice: string | null;
}

/** A listing without its products' content: their ids, and the answer around them. */
export interface ListingPage {
  answer: ProductListResponse;
  ids: number[];
  /** With a search, the catalogue words it matched (for highlighting); else null. */
  matched: string[] | null;
}

/** A review as every viewer sees it, and whose it is (for `is_mine`). */
type SharedReview = Omit<Rating, 'is_mine'> & { customerId: number };
export interface SharedDetail {
  product: Product;
  reviews: SharedReview[];
}
