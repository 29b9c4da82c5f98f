// The header's way to the quote list, with the number of lines in it (signed-in customers).
import { Link } from 'react-router-dom';
import { selectIsAuthenticated } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { selectQuoteCount } from '../quotesSlice';

export function QuoteListLink() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const count = useAppSelector(selectQuoteCount);
  if (!signedIn) return null;
  return (
    <Link to="/quote-request" className="icon-btn" aria-label={`Quote list, ${count} ${count === 1 ? 'product' : 'products'}`} title="Quote list">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm8 1.5V8h4.5L14 3.5ZM7 11v2h10v-2H7Zm0 4v2h10v-2H7Zm0-8v2h5V7H7Z"
        />
      </svg>
      {count > 0 ? (
        <span className="badge" data-testid="quote-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
