// For a route of the spec whose feature has not been built yet: an honest 404-style page.
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/shared/lib/pageMeta';

export function NotAvailable({ title }: { title: string }) {
  usePageMeta({ title, private: true });
  return (
    <section className="container notfound">
      <p className="notfound__code">404</p>
      <h1>{title} is not available yet</h1>
      <p>This part of the store is not open yet. Everything in the catalogue is available to browse.</p>
      <p>
        <Link className="btn btn--primary" to="/shop">
          Browse the catalogue
        </Link>
      </p>
    </section>
  );
}
