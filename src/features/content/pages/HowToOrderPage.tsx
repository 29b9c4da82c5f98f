// /how-to-order (the footer's How to Order): the steps from registering to paying, as plain text,
// so a new buyer knows what happens between signing up and the first invoice.
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { PAGE_DESCRIPTIONS } from '../meta';
import '../content.css';

export default function HowToOrderPage() {
  usePageMeta({ title: 'How to Order', description: PAGE_DESCRIPTIONS.howToOrder });
  return (
    <div className="container info-page info-page--narrow">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'How to Order' }]} />
      <h1 className="page-title">How to Order</h1>
      <p>We sell to registered businesses. Four steps take you from your first visit to your first delivery.</p>
      <ol className="how-to-order">
        <li>
          <h2>Register your company</h2>
          <p>
            <Link to="/signup">Register</Link> with your GSTIN, PAN, company details, a contact person and your billing and shipping
            addresses. The GSTIN is checked against the PAN and the billing state, because every tax invoice depends on it.
          </p>
        </li>
        <li>
          <h2>Get approved</h2>
          <p>
            Our team reviews each registration, usually within one working day. Once approved you sign in to see trade prices (and any
            price-list rates agreed for your company), your credit limit and the cart. Until then you can browse the catalogue.
          </p>
        </li>
        <li>
          <h2>Order</h2>
          <p>
            Find products in the <Link to="/shop">shop</Link> or by search, add them to the cart, and check out: choose the shipping and
            billing addresses, add delivery instructions and your purchase order number. For large or special orders,{' '}
            <Link to="/quote-request">request a quotation</Link> and order it once accepted; for something not listed,{' '}
            <Link to="/requestitem">request an item</Link>.
          </p>
        </li>
        <li>
          <h2>Pay</h2>
          <p>
            Pay online by card, UPI or net banking at checkout, or choose cash on delivery, which uses your credit: the order is due
            within your payment terms from its GST invoice, and you can pay dues online from Credit and Dues in your account. Each
            order gets a GST tax invoice.
          </p>
        </li>
      </ol>
      <p>
        Questions? <Link to="/contact-us">Contact us</Link> or read the <Link to="/faq">FAQs</Link>.
      </p>
    </div>
  );
}
