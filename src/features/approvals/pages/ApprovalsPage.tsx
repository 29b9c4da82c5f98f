// /my-account/approvals (issue 26): the company's approval rule (set by its Admin).
import { AccountLayout } from '@/features/account';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { LoadError } from '@/shared/ui/LoadError';
import { useGetApprovalRuleQuery } from '../api';
import { ApprovalRuleForm } from '../components/ApprovalRuleForm';
import '../approvals.css';

export default function ApprovalsPage() {
  usePageMeta({ title: 'Approvals', private: true });
  const rule = useGetApprovalRuleQuery();

  return (
    <AccountLayout title="Approvals">
      <section className="panel account-card" aria-labelledby="approvals-rule-title">
        <h2 id="approvals-rule-title">Approval rule</h2>
        {rule.isLoading ? <p role="status">Loading the rule...</p> : null}
        {rule.error ? <LoadError title="The approval rule could not be loaded." onRetry={() => void rule.refetch()} retrying={rule.isFetching} /> : null}
        {rule.data ? <ApprovalRuleForm rule={rule.data} /> : null}
      </section>
    </AccountLayout>
  );
}
