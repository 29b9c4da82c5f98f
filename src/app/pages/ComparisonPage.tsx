// /comparison (spec 2, "Comparison"): the compare feature's table with a price row: current prices
// from the catalogue for approved customers, a sign-in link for visitors, none while awaiting approval.
import { Link } from 'react-router-dom';
import { selectIsApproved, selectIsAuthenticated } from '@/features/auth';
import { CurrentPrice } from '@/features/catalog';
import { ComparisonPage as CompareTable } from '@/features/compare';
import { useAppSelector } from '@/shared/lib/storeHooks';

export default function ComparisonPage() {
  const approved = useAppSelector(selectIsApproved);
  const signedIn = useAppSelector(selectIsAuthenticated);
  if (approved) return <CompareTable priceOf={(p) => <CurrentPrice slug={p.product_slug} />} />;
  if (!signedIn) return <CompareTable priceOf={() => <Link to="/signin">Sign in to see prices</Link>} />;
  return <CompareTable />;
}
