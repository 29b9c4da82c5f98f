// /checkout (spec 2, "Checkout"): the accordion of addresses, delivery instructions and payment
// method beside the order summary, and Place Order. The buyer chooses this order's shipping and
// billing addresses from the company's books (the defaults until they choose); the totals are the
// server's, taxed for the chosen shipping address's state.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Field, Form, Formik, useField } from 'formik';
import * as Yup from 'yup';
import type { CheckoutData, PaymentMethod } from '@contracts/checkout';
import { AddressPicker, billingBook, shippingBook, type AnyAddress } from '@/features/addresses';
import { ApprovalNotice, selectIsApproved } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { formatRupees } from '@contracts/format';
import { mediaUrl } from '@/shared/lib/media';
import { notify } from '@/shared/lib/notify';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { EmptyState, Spinner } from '@/shared/ui/feedback';
import { FormAlert, TextField } from '@/shared/ui/form';
import { Totals } from '@/shared/ui/Totals';
import { useGetCheckoutQuery } from '../api';
import { checkoutOpened, selectCanRetryAfterPayment, selectCheckoutError, selectIsPaying, selectPaymentPhase } from '../checkoutSlice';
import { CheckoutSection } from '../components/CheckoutSection';
import { CHECKOUT_MESSAGES } from '../placeOrder';
import { usePlaceOrder } from '../usePlaceOrder';
import '../checkout.css';

const LOAD_FAILED = 'Failed to load checkout data';
export const ADDRESS_GONE = 'The shipping address you chose is no longer in the address book. Your default shipping address is used instead.';
const INSTRUCTIONS_MAX = 1000;
const PO_MAX = 100;

interface Values {
  payment_method: PaymentMethod | '';
  delivery_instructions: string;
  purchase_order_number: string;
}

const initialValues: Values = { payment_method: '', delivery_instructions: '', purchase_order_number: '' };

const schema = Yup.object({
  payment_method: Yup.string().oneOf(['cash_on_delivery', 'razorpay']).required('Please choose a payment method.'),
  delivery_instructions: Yup.string().max(INSTRUCTIONS_MAX, `Delivery instructions can be at most ${INSTRUCTIONS_MAX} characters.`),
  purchase_order_number: Yup.string().max(PO_MAX, `The purchase order number can be at most ${PO_MAX} characters.`),
});

const crumbs = [{ label: 'Home', to: '/' }, { label: 'Cart', to: '/cart' }, { label: 'Checkout' }];

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="container checkout">
      <Breadcrumb items={crumbs} />
      <h1 className="page-title">Checkout</h1>
      {children}
    </div>
  );
}

function InstructionsField() {
  const [field, meta] = useField<string>('delivery_instructions');
  const invalid = Boolean(meta.error) && meta.touched;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor="delivery_instructions">Delivery instructions</label>
      <textarea
        id="delivery_instructions"
        rows={3}
        maxLength={INSTRUCTIONS_MAX}
        placeholder="Gate number, delivery hours, contact at the dock..."
        {...field}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'delivery_instructions-error' : undefined}
      />
      {invalid ? (
        <p className="field-error" id="delivery_instructions-error">
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}

interface PaymentOptionProps {
  value: PaymentMethod;
  title: string;
  hint: ReactNode;
  /** Small print under the hint (e.g. that the sandbox moves no money). */
  note?: string;
  disabled?: boolean;
}

function PaymentOption({ value, title, hint, note, disabled = false }: PaymentOptionProps) {
  return (
    <label className={disabled ? 'pay-option pay-option--disabled' : 'pay-option'}>
      <Field type="radio" name="payment_method" value={value} disabled={disabled} />
      <span>
        <span className="pay-option__title">{title}</span>
        <span className="pay-option__hint">{hint}</span>
        {note ? <small className="pay-option__note">{note}</small> : null}
      </span>
    </label>
  );
}

/** A newly approved account has ₹0 credit until the store sets one: say so where cash on delivery is offered. */
export function NoCreditNotice({ limit }: { limit: number }) {
  return (
    <>
      Your credit limit is {formatRupees(limit)}, so cash on delivery is not available yet. <Link to="/contact-us">Contact us</Link> to request
      credit.
    </>
  );
}

interface SummaryProps {
  data: CheckoutData;
  method: Values['payment_method'];
  busy: boolean;
  /** The totals are being priced again for a newly chosen shipping address. */
  repricing: boolean;
  noAddress: boolean;
  onRetry: (() => void) | null;
}

function Summary({ data, method, busy, repricing, noAddress, onRetry }: SummaryProps) {
  const error = useAppSelector(selectCheckoutError);
  const phase = useAppSelector(selectPaymentPhase);
  const creditShort = method === 'cash_on_delivery' && data.grand_total > data.credit_limit;
  const units = data.carts.reduce((n, l) => n + l.quantity, 0);
  return (
    <aside className={`panel checkout__summary${repricing ? ' is-stale' : ''}`} aria-labelledby="checkout-summary-title" aria-busy={repricing || undefined}>
      <h2 id="checkout-summary-title">Order summary</h2>
      <ul className="checkout-lines" aria-label="Products in this order">
        {data.carts.map((line) => (
          <li key={line.id} className="checkout-line">
            <img src={mediaUrl(line.product.primary_image)} alt="" width={48} height={48} />
            <span className="checkout-line__text">
              <Link to={`/product/${line.product.product_slug}`} className="checkout-line__name">
                {line.product.product_name}
              </Link>
              <span className="muted small">
                {line.quantity} × {formatRupees(line.unit_price)} · GST {line.gst_rate}%
              </span>
            </span>
            <span className="checkout-line__total">{formatRupees(line.line_total)}</span>
          </li>
        ))}
        {data.free_product ? (
          <li className="checkout-line checkout-line--free">
            <img src={mediaUrl(data.free_product.primary_image)} alt="" width={48} height={48} />
            <span className="checkout-line__text">
              <span className="free-tag">FREE PRODUCT</span>
              <span className="checkout-line__name">{data.free_product.product_name}</span>
            </span>
            <span className="checkout-line__total">{formatRupees(0)}</span>
          </li>
        ) : null}
      </ul>
      <Totals
        subtotalLabel={`Sub-total (${units} ${units === 1 ? 'unit' : 'units'})`}
        subTotal={data.sub_total}
        cgst={data.cgst_amount}
        sgst={data.sgst_amount}
        igst={data.igst_amount}
        grandTotal={data.grand_total}
        grandLabel="Grand Total"
        sameState={data.same_state}
      />
      <p className="sr-only" role="status">
        {repricing ? 'Updating the tax for the chosen shipping address...' : ''}
      </p>
      <p className="checkout__credit">
        Available credit <strong>{formatRupees(data.credit_limit)}</strong>
      </p>
      {creditShort ? (
        <p className="notice checkout__warning" role="status">
          Cash on delivery needs {formatRupees(data.grand_total)} of credit and {formatRupees(data.credit_limit)} is available. The store will
          refuse this order; pay by card/UPI or remove items.
        </p>
      ) : null}
      {noAddress ? <p className="muted small">Add a shipping and a billing address to place the order.</p> : null}
      {error && phase === 'failed' ? (
        <div className="checkout__error">
          <FormAlert message={error} />
          {onRetry && error === CHECKOUT_MESSAGES.afterPayment ? (
            <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
              Try creating the order again
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary checkout__place" disabled={!method || busy || noAddress || repricing}>
        {busy ? 'Placing Order...' : 'Place Order'}
      </button>
      <p className="muted small">
        By placing an order you agree to our <Link to="/terms-conditions">Terms and Conditions</Link>.
      </p>
    </aside>
  );
}

interface CheckoutFormProps {
  data: CheckoutData;
  /** The billing address chosen for this order (the default until the buyer chooses another). */
  billing: AnyAddress | CheckoutData['default_billing_address'];
  /** The shipping address chosen for this order; the totals catch up with it while repricing. */
  shippingId: string | null;
  onChooseShipping: (address: AnyAddress) => void;
  onChooseBilling: (address: AnyAddress) => void;
  repricing: boolean;
}

function CheckoutForm({ data, billing, shippingId, onChooseShipping, onChooseBilling, repricing }: CheckoutFormProps) {
  // The attempt's phase says when the page is busy (Formik's isSubmitting would also span the
  // time the provider's popup is open, and a second click is refused by the thunk anyway).
  const busy = useAppSelector(selectIsPaying);
  // A payment that waits for its order was made for these addresses: they stay until it is stored.
  const paidFor = useAppSelector(selectCanRetryAfterPayment);
  const { placeOrder, retryAfterPayment } = usePlaceOrder(data, billing?.id);
  // Priced for the chosen shipping address: the server answers it as default_shipping_address.
  const shipping = data.default_shipping_address;
  const fixed = busy || paidFor;
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        if (!values.payment_method) return;
        await placeOrder(values.payment_method, values);
      }}
    >
      {({ values }) => (
        <Form className="checkout__layout" noValidate>
          <div className="checkout__steps">
            <CheckoutSection step={1} title="Shipping Address" summary={shipping?.s_address_line1}>
              <AddressPicker config={shippingBook} legend="Ship this order to" chosenId={shippingId} onChoose={onChooseShipping} disabled={fixed} />
              <p className="muted small">GST follows the state you ship to. Your default address stays as it is.</p>
            </CheckoutSection>
            <CheckoutSection step={2} title="Billing Address" summary={typeof billing?.b_address_line1 === 'string' ? billing.b_address_line1 : undefined}>
              <AddressPicker config={billingBook} legend="Bill this order to" chosenId={billing?.id ?? null} onChoose={onChooseBilling} disabled={fixed} />
            </CheckoutSection>
            <CheckoutSection step={3} title="Delivery instructions">
              <div className="form">
                <InstructionsField />
                <TextField name="purchase_order_number" label="Purchase order number" maxLength={PO_MAX} autoComplete="off" />
              </div>
            </CheckoutSection>
            <CheckoutSection step={4} title="Payment Method">
              <div role="radiogroup" aria-label="Payment Method" className="pay-options">
                <PaymentOption
                  value="cash_on_delivery"
                  title="Cash on Delivery"
                  hint={data.cod_blocked ?? (data.credit_limit > 0 ? "Paid from your company's credit limit." : <NoCreditNotice limit={data.credit_limit} />)}
                  disabled={Boolean(data.cod_blocked) || data.credit_limit <= 0}
                />
                {/* Customers see what they pay with, whatever the provider; only testers need the sandbox's small print. */}
                <PaymentOption
                  value="razorpay"
                  title="Pay online"
                  hint="Card, net banking, or UPI app/QR code."
                  note={data.payment_provider === 'sandbox' ? 'Sandbox for testing: no real money moves.' : undefined}
                />
              </div>
            </CheckoutSection>
          </div>
          <Summary
            data={data}
            method={values.payment_method}
            busy={busy}
            repricing={repricing}
            noAddress={!billing || !shipping}
            onRetry={retryAfterPayment}
          />
        </Form>
      )}
    </Formik>
  );
}

export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', private: true });
  const dispatch = useAppDispatch();
  const approved = useAppSelector(selectIsApproved);
  const phase = useAppSelector(selectPaymentPhase);
  // This order's addresses, kept here (not in the books) so the defaults never change; they
  // outlive a failed attempt, as the page stays mounted.
  const [shippingId, setShippingId] = useState<string | null>(null);
  const [billing, setBilling] = useState<AnyAddress | null>(null);
  const [goneId, setGoneId] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetCheckoutQuery(shippingId ? { shippingAddressId: shippingId } : undefined, {
    skip: !approved,
  });
  // A chosen address deleted meanwhile (another tab, another user) answers 404: back to the
  // default, saying so. Adjusted while rendering, as React advises for state that follows a result.
  if (shippingId !== null && error && 'status' in error && error.status === 404) {
    setGoneId(shippingId);
    setShippingId(null);
  }

  useEffect(() => {
    dispatch(checkoutOpened());
  }, [dispatch]);
  useEffect(() => {
    if (goneId) notify.error(ADDRESS_GONE, { toastId: 'checkout-address' });
  }, [goneId]);
  useEffect(() => {
    if (isError) notify.error(LOAD_FAILED, { toastId: 'checkout-load' });
  }, [isError]);

  if (!approved) {
    return (
      <Shell>
        <ApprovalNotice />
      </Shell>
    );
  }
  if (isLoading) return <Spinner label="Loading checkout..." />;
  if (isError || !data) {
    return (
      <Shell>
        <p className="error-text" role="alert">
          {LOAD_FAILED}
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </Shell>
    );
  }
  // After an order the cart reads empty a moment before the thank-you page opens.
  if (data.carts.length === 0 && phase !== 'done') {
    return (
      <Shell>
        <EmptyState title="Your cart is empty">
          <p className="muted">There is nothing to check out. Add products to your cart first.</p>
          <p>
            <Link className="btn btn--primary" to="/shop">
              Continue shopping
            </Link>
          </p>
        </EmptyState>
      </Shell>
    );
  }
  return (
    <Shell>
      <CheckoutForm
        data={data}
        billing={billing ?? data.default_billing_address}
        onChooseShipping={(address) => setShippingId(address.id)}
        onChooseBilling={setBilling}
        shippingId={shippingId ?? data.default_shipping_address?.id ?? null}
        repricing={isFetching && shippingId !== null && data.default_shipping_address?.id !== shippingId}
      />
    </Shell>
  );
}
