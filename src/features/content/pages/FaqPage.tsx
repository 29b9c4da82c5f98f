// /faq (spec 2, 4): the FAQ accordion: loading, 'Error fetching data', or the list.
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { FaqList } from '../components/FaqList';
import { PAGE_DESCRIPTIONS } from '../meta';
import '../content.css';

export default function FaqPage() {
  usePageMeta({ title: 'Frequently Asked Questions', description: PAGE_DESCRIPTIONS.faq });
  return (
    <div className="container info-page info-page--narrow">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'FAQs' }]} />
      <h1 className="page-title">Frequently Asked Questions</h1>
      <FaqList headingLevel={2} />
      <p className="info-page__more">
        Still have a question? <Link to="/contact-us">Contact us</Link> and our sales team will answer within one working day.
      </p>
    </div>
  );
}
