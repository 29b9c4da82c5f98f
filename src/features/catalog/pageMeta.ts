// What the shop listing and the product page tell search engines and link previews.
import { STORE_NAME } from '@/shared/config';
import type { Category, ProductDetail } from '@contracts/catalog';
import { mediaUrl } from '@/shared/lib/media';
import type { PageMeta } from '@/shared/lib/pageMeta';
import { excerpt, plainText } from '@/shared/lib/text';
import type { ListingQuery } from './listingQuery';

type SubCategory = Category['sub_categories'][number];

/** /shop, /{category} and /{category}/{sub}: a category's own address is its canonical one; searches are not indexed. */
export function listingMeta(query: ListingQuery, category?: Category, subcategory?: SubCategory): PageMeta {
  if (query.search) return { title: `Results for “${query.search}”`, private: true };
  const name = subcategory?.title ?? category?.title;
  return {
    title: subcategory && category ? `${subcategory.title} · ${category.title}` : (name ?? 'Shop'),
    description: name
      ? `${name} at wholesale prices for retail partners and businesses across India: brands, specifications and stock at ${STORE_NAME}.`
      : `Shop laptops, desktops, networking, storage and accessories at wholesale prices: ${STORE_NAME}'s catalogue for Indian retail partners and businesses.`,
    canonicalPath: category ? `/${category.slug}${subcategory ? `/${subcategory.slug}` : ''}` : '/shop',
  };
}

/**
 * The product page: its name, a description, the picture, and schema.org Product data. No Offer:
 * prices depend on the customer (price lists) and are never shown to visitors, which is what a
 * search engine is.
 */
export function productMeta(p: ProductDetail): PageMeta {
  const origin = window.location.origin;
  const description = excerpt(plainText(p.short_description) || plainText(p.long_description), 155);
  const images = [p.primary_image, ...p.images.map((i) => i.images)].filter(Boolean).map((i) => new URL(mediaUrl(i), origin).href);
  const rating = Number(p.average_rating) || 0;
  const reviews = p.ratings?.length ?? 0;
  return {
    title: p.product_name,
    description,
    image: p.primary_image,
    type: 'product',
    canonicalPath: `/product/${p.product_slug}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.product_name,
      sku: p.sku,
      ...(p.model_number ? { mpn: p.model_number } : {}),
      ...(p.brands ? { brand: { '@type': 'Brand', name: p.brands.brand_name } } : {}),
      ...((p.sub_category ?? p.category) ? { category: (p.sub_category ?? p.category)?.title } : {}),
      image: [...new Set(images)],
      description,
      url: `${origin}/product/${p.product_slug}`,
      ...(reviews > 0 && rating > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, bestRating: 5, reviewCount: reviews } } : {}),
    },
  };
}
