// Wire types shared by several features (spec section 3). Feature-only types live in the feature.

export interface Customer {
  id: number;
  primary_contact_name: string;
  company_name: string;
  credit_limit: number | null;
  email: string;
  phone: string;
  image: string | null;
  /** 'pending' until the store approves the account; only 'approved' sees prices. */
  status: 'pending' | 'approved' | 'rejected';
}

export interface Specification {
  id: number;
  title: string;
  description: string;
}

export interface ProductCategoryRef {
  id: number;
  slug: string;
  title: string;
}

export interface Product {
  id: number;
  sku: string;
  model_number: string;
  product_name: string;
  name: string;
  product_slug: string;
  primary_image: string;
  images: { id: number; images: string }[];
  brands: { id: number; brand_name: string; slug: string } | null;
  category: ProductCategoryRef | null;
  sub_category: ProductCategoryRef | null;
  specification: Specification[];
  /** Prices are null for visitors and accounts awaiting approval: the server never sends them. */
  base_price: number | null;
  discount_price: number | null;
  custom_rates: { custom_rate: number } | null;
  gst_rate: number | null;
  stock_quantity: number;
  average_rating: number;
  is_in_cart: boolean;
  height: number | null;
  length: number | null;
  width: number | null;
  weight: number | null;
  short_description: string;
  long_description: string;
  warranty_period: string | null;
  warranty_terms: string | null;
}

export interface Rating {
  id: number;
  rating: number;
  review_title: string;
  review_description: string;
  created_at: string;
  customer: { primary_contact_name: string };
  /** The signed-in customer's own review (the server keeps one per customer and product). */
  is_mine?: boolean;
}

export interface ProductDetail extends Product {
  ratings: Rating[];
}

/** Field-keyed server validation errors (422). */
export type ServerFieldErrors = Record<string, string[] | string>;

export interface ApiFailure {
  status: false;
  message?: string;
  error?: string;
  errors?: ServerFieldErrors;
}
