import { Link } from 'react-router-dom';

export function NotFound({ title = 'Page not found', message = 'The page you are looking for does not exist or has moved.' }: { title?: string; message?: string }) {
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
