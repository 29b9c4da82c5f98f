// One step of the checkout accordion: a numbered heading that folds its body away.
import { useId, useState, type ReactNode } from 'react';

interface Props {
  step: number;
  title: string;
  /** Shown beside the title while the step is folded (e.g. the chosen address). */
  summary?: ReactNode;
  children: ReactNode;
}

export function CheckoutSection({ step, title, summary, children }: Props) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className={`panel checkout-step${open ? ' is-open' : ''}`}>
      <h2 className="checkout-step__head">
        <button type="button" className="checkout-step__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          <span className="checkout-step__num" aria-hidden="true">
            {step}
          </span>
          <span className="checkout-step__title">{title}</span>
          {!open && summary ? <span className="checkout-step__summary">{summary}</span> : null}
          <span className="checkout-step__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="checkout-step__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
