import type { Product, ProductCategoryRef } from '@/shared/api/types';

export interface Category extends ProductCategoryRef {
  sub_categories: ProductCategoryRef[];
}

export interface BrandFacet {
  id: number;
  brand_name: string;
  slug: string;
  count: number;
}

export interface ProductListResponse {
  status: boolean;
  data: { data: Product[]; current_page: number; last_page: number; per_page: number; total: number };
  min_price: number | null;
  max_price: number | null;
  brands: BrandFacet[];
}

export interface ProductListArgs {
  page: number;
  itemsPerPage: number;
  category?: string;
  subcategory?: string;
  brands?: string;
  search?: string;
  min_price?: number;
  max_price?: number;
}
