import { Link } from 'react-router-dom';
import { usePageMeta } from '@/shared/lib/pageMeta';

export function NotFound({ title = 'Page not found', message = 'The page you are looking for does not exist or has moved.' }: { title?: string; message?: string }) {
  // Wins over the page it is shown in (a listing of an unknown category).
  usePageMeta({ title, private: true, priority: 1 });
  return (
    <section className="container notfound">
      <p className="notfound__code">404</p>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link className="btn btn--primary" to="/shop">
          Browse the catalogue
        </Link>{' '}
        <Link className="btn btn--ghost" to="/">
          Home
        </Link>
      </p>
    </section>
  );
}
