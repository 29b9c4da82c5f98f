// JSON schemas of the cart routes: request validation (form posts are coerced by Ajv), response
// serialization and the OpenAPI document. The quantity's lower bound is checked by the service,
// which answers with the storefront's own message ('Quantity must be at least 1').
import { bearer } from '../auth/schemas';

const tags = ['cart'];
// Serial ids are int4: a larger number could never match and would only make PostgreSQL complain.
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const quantity = { type: 'integer', maximum: 2147483647 } as const;
const money = { type: 'number', description: 'Rupees (2 decimals), computed on the server.' } as const;

const cartLine = {
  type: 'object',
  required: ['id', 'product_id', 'quantity', 'unit_price', 'line_total', 'product'],
  properties: {
    id: { type: 'integer' },
    product_id: { type: 'integer' },
    quantity: { type: 'integer' },
    unit_price: { ...money, description: "The customer's price: price-list rate, else list price." },
    line_total: { ...money, description: 'unit_price x quantity, before tax.' },
    product: {
      type: 'object',
      required: ['id', 'name', 'slug', 'image', 'price', 'customRates', 'quantity', 'gst', 'cgst', 'sgst', 'igst'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        slug: { type: 'string' },
        image: { type: 'string' },
        price: { ...money, description: 'List price: discount price, else base price.' },
        customRates: { type: ['number', 'null'], description: "The customer's price-list rate, if any." },
        quantity: { type: 'integer', description: 'Units in stock: the most this line can hold.' },
        gst: { type: 'number', description: 'GST rate in percent.' },
        cgst: { ...money, description: "This line's CGST." },
        sgst: { ...money, description: "This line's SGST." },
        igst: { ...money, description: "This line's IGST." },
      },
    },
  },
} as const;

const freeProduct = {
  type: 'object',
  required: ['id', 'product_name', 'primary_image'],
  properties: {
    id: { type: 'integer', description: 'The product id.' },
    product_name: { type: 'string' },
    primary_image: { type: 'string' },
  },
} as const;
const chosenFreeProduct = { ...freeProduct, type: ['object', 'null'], description: 'The one the customer has taken.' } as const;

const message = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' } },
} as const;
const lineAnswer = {
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { ...message.properties, data: cartLine },
} as const;

const summary = {
  type: 'object',
  required: ['item_count', 'sub_total', 'cgst_amount', 'sgst_amount', 'igst_amount', 'grand_total'],
  properties: {
    item_count: { type: 'integer', description: 'Number of lines.' },
    sub_total: money,
    cgst_amount: money,
    sgst_amount: money,
    igst_amount: money,
    grand_total: money,
  },
} as const;

const base = { tags, security: bearer } as const;

export const cartListSchema = {
  ...base,
  summary: 'The cart: lines, totals and the chosen free product',
  response: {
    200: {
      type: 'object',
      required: ['status', 'carts', 'summary', 'free_product'],
      properties: { status: { type: 'boolean' }, carts: { type: 'array', items: cartLine }, summary, free_product: chosenFreeProduct },
    },
  },
} as const;

export const cartItemsSchema = {
  ...base,
  summary: 'The cart lines',
  response: {
    200: {
      type: 'object',
      required: ['status', 'cart_items'],
      properties: { status: { type: 'boolean' }, cart_items: { type: 'array', items: cartLine } },
    },
  },
} as const;

export const addToCartSchema = {
  ...base,
  summary: 'Add a product (raises the line when it is already in the cart)',
  body: {
    type: 'object',
    required: ['product_id'],
    properties: { product_id: id, quantity: { ...quantity, default: 1 } },
  },
  response: { 200: lineAnswer },
} as const;

export const updateCartSchema = {
  ...base,
  summary: "Set a line's quantity",
  body: { type: 'object', required: ['cart_id', 'quantity'], properties: { cart_id: id, quantity } },
  response: { 200: lineAnswer },
} as const;

export const deleteCartSchema = {
  ...base,
  summary: 'Remove a line',
  body: { type: 'object', required: ['cart_id'], properties: { cart_id: id } },
  response: { 200: message },
} as const;

export const freeProductsListSchema = {
  ...base,
  summary: 'Free-product offers and the one the customer has taken',
  response: {
    200: {
      type: 'object',
      required: ['status', 'data', 'free_product'],
      properties: {
        status: { type: 'boolean' },
        data: {
          type: 'object',
          required: ['products'],
          properties: { products: { type: 'array', items: freeProduct } },
        },
        free_product: chosenFreeProduct,
      },
    },
  },
} as const;

const productIdBody = { type: 'object', required: ['product_id'], properties: { product_id: id } } as const;

export const addFreeProductSchema = {
  ...base,
  summary: 'Take a free product (at most one per customer)',
  body: productIdBody,
  response: { 200: message },
} as const;

export const removeFreeProductSchema = {
  ...base,
  summary: 'Give back the free product',
  body: productIdBody,
  response: { 200: message },
} as const;
