import { http, HttpResponse } from 'msw';
import { makeProduct, makeProductDetail } from '../fixtures';

export const categories = [
  { id: 1, slug: 'laptops', title: 'Laptops', sub_categories: [{ id: 11, slug: 'business-laptops', title: 'Business Laptops' }] },
  { id: 2, slug: 'monitors', title: 'Monitors', sub_categories: [] },
];

export const catalogHandlers = [
  http.get('*/api/category-list', () => HttpResponse.json({ status: true, data: { category: categories }, message: 'Categories' })),
  http.get('*/api/footer-categories', () => HttpResponse.json({ status: true, categories: categories.map(({ id, slug, title }) => ({ id, slug, title })) })),
  http.get('*/api/product-detail/:slug', ({ params }) =>
    HttpResponse.json({ status: true, data: makeProductDetail({ id: 1, product_slug: String(params.slug) }) }),
  ),
  http.get('*/api/home-products', () =>
    HttpResponse.json({
      status: true,
      data: { new_arrivals: [makeProduct({ id: 1 }), makeProduct({ id: 2, stock_quantity: 4 })], best_rated: [makeProduct({ id: 3, average_rating: 4.8 })] },
    }),
  ),
  http.get('*/api/related-product/:slug', () =>
    HttpResponse.json({ status: true, data: [makeProduct({ id: 2 }), makeProduct({ id: 3, stock_quantity: 0 })], message: 'Related products' }),
  ),
  http.get('*/api/product-list', () =>
    HttpResponse.json({
      status: true,
      data: { data: [makeProduct({ id: 1 }), makeProduct({ id: 2 })], current_page: 1, last_page: 1, per_page: 9, total: 2 },
      min_price: 50000,
      max_price: 90000,
      brands: [{ id: 1, brand_name: 'Dell', slug: 'dell', count: 2 }],
    }),
  ),
];

/** The cart of an approved customer (empty unless a test says otherwise). */
catalogHandlers.push(
  http.get('*/api/cart-list', () =>
    HttpResponse.json({ status: true, carts: [], summary: { item_count: 0, sub_total: 0, cgst_amount: 0, sgst_amount: 0, igst_amount: 0, grand_total: 0 }, free_product: null }),
  ),
);
