// Wire-shaped test data (spec section 3).
import type { Customer } from '@contracts/account';
import type { Product, ProductDetail, Rating } from '@contracts/catalog';

export function makeProduct(over: Partial<Product> = {}): Product {
  const id = over.id ?? 1;
  return {
    id,
    sku: `ITW-LAP-${String(id).padStart(5, '0')}`,
    model_number: `M-${id}`,
    product_name: `Dell Latitude 54${id}0 Business Laptop`,
    name: `Dell Latitude 54${id}0 Business Laptop`,
    product_slug: `dell-latitude-54${id}0`,
    primary_image: `img/product/dell-latitude-54${id}0-1.svg`,
    images: [{ id: id * 10, images: `img/product/dell-latitude-54${id}0-2.svg` }],
    brands: { id: 1, brand_name: 'Dell', slug: 'dell' },
    category: { id: 1, slug: 'laptops', title: 'Laptops' },
    sub_category: { id: 11, slug: 'business-laptops', title: 'Business Laptops' },
    specification: [
      { id: id * 100 + 1, title: 'Processor', description: 'Intel Core i5-1345U' },
      { id: id * 100 + 2, title: 'Memory', description: '16 GB DDR5' },
      { id: id * 100 + 3, title: 'Storage', description: '512 GB NVMe SSD' },
      { id: id * 100 + 4, title: 'Display', description: '14" FHD IPS' },
    ],
    base_price: 80000,
    discount_price: 72000,
    custom_rates: null,
    gst_rate: 18,
    stock_quantity: 25,
    average_rating: 4.2,
    is_in_cart: false,
    height: 1.9,
    length: 32.1,
    width: 21.2,
    weight: 1.4,
    short_description: 'A 14-inch business laptop.',
    long_description: '<p>Built for business.</p>',
    warranty_period: '3 years',
    warranty_terms: 'Onsite',
    ...over,
  };
}

/** A product as GET /product-detail answers, its review summary computed from the given ratings. */
export function makeProductDetail(over: Partial<Product> = {}, ratings: Rating[] = []): ProductDetail {
  const stars = [5, 4, 3, 2, 1].map((star) => {
    const count = ratings.filter((r) => Math.min(5, Math.max(1, Math.floor(r.rating))) === star).length;
    return { star, count, percent: ratings.length ? Math.round((count * 100) / ratings.length) : 0 };
  });
  const average = ratings.length ? Math.round((ratings.reduce((s, r) => s + r.rating, 0) / ratings.length) * 100) / 100 : 0;
  return { ...makeProduct(over), ratings, rating_summary: { average, count: ratings.length, stars } };
}

/** What the server sends a visitor or a pending account: no prices at all. */
export const unpriced = (p: Product): Product => ({ ...p, base_price: null, discount_price: null, custom_rates: null, gst_rate: null });

export const approvedCustomer: Customer = {
  id: 'cUs7tOmEr-pUbLiC-iD7aA',
  primary_contact_name: 'Asha Verma',
  company_name: 'Demo Traders Pvt Ltd',
  credit_limit: 500000,
  email: 'demo@example.com',
  phone: '9876543210',
  image: null,
  status: 'approved',
};
