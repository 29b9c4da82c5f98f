// The four policy pages (spec 2): title plus HTML body; on failure the server's message, else the
// spec's text for that policy.
import { readFailure } from '@/shared/api/failure';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { Spinner } from '@/shared/ui/feedback';
import { useGetPolicyQuery, type PolicyKind } from '../api';
import { POLICY_PAGES } from '../meta';
import '../content.css';

export default function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { data: policy, isLoading, error } = useGetPolicyQuery(kind);
  const page = POLICY_PAGES[kind];
  usePageMeta({ title: policy?.title ?? page.title, description: page.description, canonicalPath: page.path });
  return (
    <div className="container info-page info-page--narrow">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: policy?.title ?? page.title }]} />
      <h1 className="page-title">{policy?.title ?? page.title}</h1>
      {isLoading ? <Spinner /> : null}
      {error ? <p className="error-text">{readFailure(error, page.failure).message}</p> : null}
      {policy ? <SafeHtml html={policy.description} className="prose policy" /> : null}
    </div>
  );
}
