export interface CartProduct {
  id: number;
  name: string;
  slug: string;
  image: string;
  /** List price: discount price, else base price. */
  price: number;
  /** The customer's price-list rate, when one exists. */
  customRates: number | null;
  /** Units in stock: the most a line can hold. */
  quantity: number;
  /** GST rate in percent, and this line's tax split. */
  gst: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface CartLine {
  id: number;
  product_id: number;
  quantity: number;
  unit_price: number;
  line_total: number;
  product: CartProduct;
}

export interface CartSummary {
  item_count: number;
  sub_total: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  grand_total: number;
}

export interface FreeProduct {
  id: number;
  product_name: string;
  primary_image: string;
}

export interface CartResponse {
  status: boolean;
  carts: CartLine[];
  summary: CartSummary;
  free_product: FreeProduct | null;
}

export interface FreeProductsResponse {
  status: boolean;
  data: { products: FreeProduct[] };
  /** The product the customer has taken, if any (at most one). */
  free_product: FreeProduct | null;
}
