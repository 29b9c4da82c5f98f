// JSON schemas of the catalogue routes: request validation, response serialization (which also
// guarantees nothing outside the wire shape leaves the server) and the OpenAPI document.
import { SORT_KEYS } from './service';

const tags = ['catalog'];
const nullable = (type: string) => ({ type: [type, 'null'] });
const categoryRef = {
  type: 'object',
  properties: { id: { type: 'integer' }, slug: { type: 'string' }, title: { type: 'string' } },
  required: ['id', 'slug', 'title'],
};

export const productSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    sku: { type: 'string' },
    model_number: { type: 'string' },
    product_name: { type: 'string' },
    name: { type: 'string' },
    product_slug: { type: 'string' },
    primary_image: { type: 'string' },
    images: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, images: { type: 'string' } } },
    },
    brands: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, brand_name: { type: 'string' }, slug: { type: 'string' } },
    },
    category: { ...categoryRef, type: ['object', 'null'] },
    sub_category: { ...categoryRef, type: ['object', 'null'] },
    specification: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, title: { type: 'string' }, description: { type: 'string' } },
      },
    },
    base_price: { ...nullable('number'), description: 'Null unless the customer is approved.' },
    discount_price: { ...nullable('number'), description: 'Null unless the customer is approved.' },
    custom_rates: {
      type: ['object', 'null'],
      properties: { custom_rate: { type: 'number' } },
      description: "The approved customer's own price-list rate, else null.",
    },
    gst_rate: { ...nullable('number'), description: 'Null unless the customer is approved.' },
    stock_quantity: { type: 'integer' },
    average_rating: { type: 'number' },
    is_in_cart: { type: 'boolean' },
    height: nullable('number'),
    length: nullable('number'),
    width: nullable('number'),
    weight: nullable('number'),
    short_description: { type: 'string' },
    long_description: { type: 'string' },
    warranty_period: nullable('string'),
    warranty_terms: nullable('string'),
  },
} as const;

export const productDetailSchema = {
  type: 'object',
  properties: {
    ...productSchema.properties,
    ratings: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          rating: { type: 'number' },
          review_title: { type: 'string' },
          review_description: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
          customer: { type: 'object', properties: { primary_contact_name: { type: 'string' } } },
          is_mine: { type: 'boolean', description: "True on the signed-in customer's own review." },
        },
      },
    },
  },
} as const;

const notFoundBody = (data: object) => ({
  type: 'object',
  properties: { status: { type: 'boolean' }, data, message: { type: 'string' } },
});

const slugParams = {
  type: 'object',
  properties: { slug: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['slug'],
} as const;

export const productListSchema = {
  tags,
  summary: 'Paged, filtered product listing with brand facets and price bounds',
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1_000_000_000, default: 1 },
      itemsPerPage: {
        type: 'integer',
        minimum: 1,
        description: 'Default 9, or 10 with a search; values above 50 are clamped to 50.',
      },
      category: { type: 'string', maxLength: 191, description: 'Slug of a top-level category.' },
      subcategory: { type: 'string', maxLength: 191, description: 'Slug of a sub-category.' },
      brands: { type: 'string', maxLength: 500, description: 'Comma-separated brand slugs or names.' },
      search: { type: 'string', maxLength: 100, description: 'Every whitespace-separated term must match.' },
      min_price: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
      max_price: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
      sort: { type: 'string', enum: [...SORT_KEYS], description: 'Default: relevance with a search, else name.' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'boolean' },
        data: {
          type: 'object',
          properties: {
            data: { type: 'array', items: productSchema },
            current_page: { type: 'integer' },
            last_page: { type: 'integer' },
            per_page: { type: 'integer' },
            total: { type: 'integer' },
          },
        },
        min_price: nullable('number'),
        max_price: nullable('number'),
        brands: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              brand_name: { type: 'string' },
              slug: { type: 'string' },
              count: { type: 'integer' },
            },
          },
        },
      },
    },
  },
} as const;

export const productByIdSchema = {
  tags,
  summary: 'Product detail by id',
  params: {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    required: ['id'],
  },
  response: {
    200: { type: 'object', properties: { status: { type: 'boolean' }, data: productDetailSchema } },
    404: notFoundBody({ type: 'null' }),
  },
} as const;

export const productBySlugSchema = {
  tags,
  summary: 'Product detail by slug',
  params: slugParams,
  response: {
    200: { type: 'object', properties: { status: { type: 'boolean' }, data: productDetailSchema } },
    404: notFoundBody({ type: 'null' }),
  },
} as const;

export const relatedSchema = {
  tags,
  summary: 'Up to 8 related products (same sub-category, else category)',
  params: slugParams,
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'boolean' }, data: { type: 'array', items: productSchema }, message: { type: 'string' } },
    },
    404: notFoundBody({ type: 'array', maxItems: 0 }),
  },
} as const;

export const categoryListSchema = {
  tags,
  summary: 'Category tree',
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'boolean' },
        data: {
          type: 'object',
          properties: {
            category: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  ...categoryRef.properties,
                  sub_categories: { type: 'array', items: categoryRef },
                },
              },
            },
          },
        },
        message: { type: 'string' },
      },
    },
  },
} as const;

export const footerCategoriesSchema = {
  tags,
  summary: 'Up to 10 top-level categories for the footer',
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'boolean' }, categories: { type: 'array', items: categoryRef } },
    },
  },
} as const;
