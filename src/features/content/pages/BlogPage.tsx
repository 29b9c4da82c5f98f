// /blog (spec 2, 9): cards with image (or a default), title, a 100-character plain-text excerpt,
// date and Read more; 6 per page. The page number is in the URL (?page=2), so it can be shared.
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BLOG_EXCERPT_LENGTH, BLOG_PAGE_SIZE } from '@/shared/config';
import { formatDate } from '@contracts/format';
import { mediaUrl } from '@/shared/lib/media';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { excerpt, plainText } from '@/shared/lib/text';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { Pagination } from '@/shared/ui/Pagination';
import { Spinner } from '@/shared/ui/feedback';
import { useGetBlogsQuery } from '../api';
import { PAGE_DESCRIPTIONS } from '../meta';
import '../content.css';

export default function BlogPage() {
  const { data: posts, isLoading, isError } = useGetBlogsQuery();
  const [params, setParams] = useSearchParams();
  const lastPage = Math.max(1, Math.ceil((posts?.length ?? 0) / BLOG_PAGE_SIZE));
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  // A page number past either end shows the nearest page.
  const page = Math.min(lastPage, Math.max(1, Number.isFinite(asked) ? asked : 1));
  const shown = useMemo(() => (posts ?? []).slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE), [posts, page]);

  usePageMeta({
    title: page > 1 ? `Blog, page ${page}` : 'Blog',
    description: PAGE_DESCRIPTIONS.blog,
    canonicalPath: page > 1 ? `/blog?page=${page}` : '/blog',
    image: shown[0]?.image,
  });

  const goTo = (p: number) => {
    setParams(p > 1 ? { page: String(p) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="container info-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Blog' }]} />
      <h1 className="page-title">Blog</h1>
      {isLoading ? <Spinner /> : null}
      {isError ? <p className="error-text">Error fetching data</p> : null}
      {posts && posts.length === 0 ? <p>No blog posts yet.</p> : null}
      <div className="grid grid--3 blog-grid">
        {shown.map((b, i) => (
          <article key={b.id} className="card blog-card" aria-labelledby={`blog-${b.id}`}>
            <Link to={`/blog-details/${b.slug}`} className="card__media blog-card__media" tabIndex={-1} aria-hidden="true">
              <img src={mediaUrl(b.image)} alt="" width={1200} height={630} loading={i < 3 ? 'eager' : 'lazy'} />
            </Link>
            <div className="card__body">
              <p className="card__meta">
                <time dateTime={b.created_at}>{formatDate(b.created_at)}</time>
              </p>
              <h2 id={`blog-${b.id}`} className="card__title blog-card__title">
                <Link to={`/blog-details/${b.slug}`}>{b.title}</Link>
              </h2>
              <p className="blog-card__excerpt">{excerpt(plainText(b.description), BLOG_EXCERPT_LENGTH)}</p>
              <div className="card__actions">
                <Link to={`/blog-details/${b.slug}`} className="btn btn--ghost btn--small">
                  Read more<span className="sr-only">: {b.title}</span>
                </Link>
              </div>
            </div>
          </article>
        ))}
      </div>
      <Pagination page={page} lastPage={lastPage} onChange={goTo} label="Blog pages" />
    </div>
  );
}
