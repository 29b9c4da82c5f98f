// 'Order again' on the order details: one call puts the order's lines in the cart at
// today's prices and stock; the answer is shown line by line, with a way to the cart.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReorderLine, ReorderOutcome } from '@contracts/quickOrder';
import { readFailure } from '@/shared/api/failure';
import { formatRupees } from '@contracts/format';
import { notify } from '@/shared/lib/notify';
import { useReorderMutation } from '../api';

const BADGE: Record<ReorderOutcome, { label: string; tone: string }> = {
  added: { label: 'Added', tone: 'status status--green' },
  partial: { label: 'Partly added', tone: 'status' },
  skipped: { label: 'Not added', tone: 'status status--red' },
};

function ResultLine({ line }: { line: ReorderLine }) {
  const badge = BADGE[line.outcome];
  return (
    <li className="order-again__line">
      <span className="order-again__name">
        {line.product_slug ? <Link to={`/product/${line.product_slug}`}>{line.product_name}</Link> : line.product_name}
      </span>
      <span className={badge.tone}>{badge.label}</span>
      <span className="order-again__message">
        {line.message}
        {line.unit_price !== null && line.added_qty > 0 ? <span className="muted"> Today: {formatRupees(line.unit_price)} each.</span> : null}
      </span>
    </li>
  );
}

export function OrderAgain({ orderId }: { orderId: string }) {
  const [reorder, { isLoading, data }] = useReorderMutation();
  const [failed, setFailed] = useState<string | null>(null);

  const onClick = async () => {
    setFailed(null);
    try {
      const result = await reorder({ order_id: orderId }).unwrap();
      if (result.added_count > 0) notify.success(result.message);
      else notify.error(result.message);
    } catch (err) {
      const message = readFailure(err, 'Failed to add the order to your cart.').message;
      setFailed(message);
      notify.error(message);
    }
  };

  return (
    <>
      <button type="button" className="btn btn--secondary" disabled={isLoading} onClick={() => void onClick()}>
        {isLoading ? 'Adding to cart...' : 'Order again'}
      </button>
      {failed ? (
        <p className="error-text order-again" role="alert">
          {failed}
        </p>
      ) : null}
      {data && !failed ? (
        <section className="panel order-again" aria-labelledby="order-again-title" aria-live="polite">
          <h2 id="order-again-title" className="order-card__title">
            {data.message}
          </h2>
          <ul className="order-again__lines">
            {data.lines.map((line) => (
              <ResultLine key={line.product_id} line={line} />
            ))}
          </ul>
          {data.added_count > 0 ? (
            <Link to="/cart" className="btn btn--primary">
              Go to Cart
            </Link>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
