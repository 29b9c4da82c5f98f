// /blog-details/:slug (spec 2, 8): title, date, image and the HTML body; 'Blog not found' when
// the server has no such post, 'Failed to load blog details' when the call fails otherwise.
import { Link, useParams } from 'react-router-dom';
import { STORE_NAME } from '@/shared/config';
import { formatDate } from '@contracts/format';
import { mediaUrl } from '@/shared/lib/media';
import { usePageMeta, type PageMeta } from '@/shared/lib/pageMeta';
import { excerpt, plainText } from '@/shared/lib/text';
import type { Blog } from '@contracts/content';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { Spinner } from '@/shared/ui/feedback';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { useGetBlogDetailsQuery } from '../api';
import '../content.css';

function postMeta(blog: Blog, path: string): PageMeta {
  const description = excerpt(plainText(blog.description), 155);
  const url = `${window.location.origin}${path}`;
  return {
    title: blog.title,
    description,
    image: blog.image,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: blog.title,
      description,
      datePublished: blog.created_at,
      ...(blog.image ? { image: new URL(mediaUrl(blog.image), window.location.origin).href } : {}),
      mainEntityOfPage: url,
      publisher: { '@type': 'Organization', name: STORE_NAME },
    },
  };
}

export default function BlogDetailsPage() {
  const { slug = '' } = useParams();
  const { data: blog, isLoading, error } = useGetBlogDetailsQuery(slug);
  const missing = blog === null || (error as { status?: unknown } | undefined)?.status === 404;
  const failure = missing ? 'Blog not found' : error ? 'Failed to load blog details' : null;
  usePageMeta(blog ? postMeta(blog, `/blog-details/${slug}`) : failure ? { title: failure, private: true } : null);

  return (
    <div className="container info-page info-page--narrow">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: blog?.title ?? 'Article' }]} />
      {isLoading ? <Spinner /> : null}
      {failure ? (
        <div className="info-page__failure">
          <h1 className="page-title">{failure}</h1>
          <p>
            <Link to="/blog">Back to the blog</Link>
          </p>
        </div>
      ) : null}
      {blog ? (
        <article className="blog-post">
          <h1 className="page-title blog-post__title">{blog.title}</h1>
          <p className="muted blog-post__date">
            <time dateTime={blog.created_at}>{formatDate(blog.created_at)}</time>
          </p>
          <img className="blog-post__image" src={mediaUrl(blog.image)} alt="" width={1200} height={630} />
          <SafeHtml html={blog.description} className="prose blog-post__body" />
          <p>
            <Link to="/blog">Back to the blog</Link>
          </p>
        </article>
      ) : null}
    </div>
  );
}
