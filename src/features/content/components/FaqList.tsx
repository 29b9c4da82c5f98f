// The FAQ accordion (spec 2 Home, spec 4 "FAQ list: loading, error, or list"), on the home page
// and on /faq. One answer open at a time.
import { useState } from 'react';
import { Spinner } from '@/shared/ui/feedback';
import { useGetFaqsQuery } from '../api';

const FAQ_PLACEHOLDERS = 10;

export function FaqList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { data: faqs, isLoading, isError } = useGetFaqsQuery();
  const [open, setOpen] = useState<number | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // While loading, rows of the questions' own size hold the list's room (the seeded store has ten),
  // so what follows the list does not move when it arrives; the spinner says it is loading.
  if (isLoading)
    return (
      <div className="faq-list faq-list--loading">
        <Spinner />
        {Array.from({ length: FAQ_PLACEHOLDERS }, (_, i) => (
          <div key={i} className="faq" aria-hidden="true">
            <Heading>
              <span className="faq__q">&nbsp;</span>
            </Heading>
          </div>
        ))}
      </div>
    );
  if (isError) return <p className="error-text">Error fetching data</p>;
  if (!faqs?.length) return <p>No FAQs available.</p>;
  return (
    <div className="faq-list">
      {faqs.map((f) => {
        const expanded = open === f.id;
        return (
          <div key={f.id} className="faq">
            <Heading>
              <button
                type="button"
                id={`faq-q-${f.id}`}
                className="faq__q"
                aria-expanded={expanded}
                aria-controls={`faq-a-${f.id}`}
                onClick={() => setOpen(expanded ? null : f.id)}
              >
                {f.question}
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </Heading>
            <div id={`faq-a-${f.id}`} role="region" aria-labelledby={`faq-q-${f.id}`} className="faq__a" hidden={!expanded}>
              {f.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
