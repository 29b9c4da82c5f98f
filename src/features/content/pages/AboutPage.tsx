// /about-us (spec 2 "Other pages"): entries with title, HTML description and image.
import { mediaUrl } from '@/shared/lib/media';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { Spinner } from '@/shared/ui/feedback';
import { useGetAboutQuery } from '../api';
import { PAGE_DESCRIPTIONS } from '../meta';
import '../content.css';

export default function AboutPage() {
  const { data: entries, isLoading, isError } = useGetAboutQuery();
  usePageMeta({ title: 'About Us', description: PAGE_DESCRIPTIONS.about, image: entries?.find((e) => e.image)?.image });
  return (
    <div className="container info-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'About Us' }]} />
      <h1 className="page-title">About Us</h1>
      {isLoading ? <Spinner /> : null}
      {isError ? <p className="error-text">Error fetching data</p> : null}
      {entries && entries.length === 0 ? <p>Nothing here yet.</p> : null}
      {entries?.map((e, i) => (
        <section key={e.id} className={`about-entry${i % 2 ? ' about-entry--flip' : ''}`} aria-labelledby={`about-${e.id}`}>
          <div className="about-entry__text">
            <h2 id={`about-${e.id}`} className="about-entry__title">
              {e.title}
            </h2>
            <SafeHtml html={e.description} className="prose" />
          </div>
          {e.image ? <img className="about-entry__image" src={mediaUrl(e.image)} alt="" width={800} height={500} loading={i === 0 ? 'eager' : 'lazy'} /> : null}
        </section>
      ))}
    </div>
  );
}
