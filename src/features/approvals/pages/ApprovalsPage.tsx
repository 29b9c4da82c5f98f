// /my-account/approvals: the company's approval rule (set by its Admin) and its approval
// requests, pending first; Approvers and Admins approve or reject them, a buyer withdraws their own.
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { LoadError } from '@/shared/ui/LoadError';
import { useGetApprovalRuleQuery, useGetApprovalsQuery } from '../api';
import { ApprovalRequestCard } from '../components/ApprovalRequestCard';
import { ApprovalRuleForm } from '../components/ApprovalRuleForm';
import '../approvals.css';

export default function ApprovalsPage() {
  usePageMeta({ title: 'Approvals', private: true });
  const rule = useGetApprovalRuleQuery();
  const list = useGetApprovalsQuery();
  const requests = list.data?.requests ?? [];

  let body;
  if (list.isLoading) body = <p role="status">Loading the requests...</p>;
  else if (list.error) body = <LoadError title="The approval requests could not be loaded." onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (requests.length === 0) body = <p className="muted">No requests yet. Orders that need an approval wait here.</p>;
  else body = requests.map((q) => <ApprovalRequestCard key={q.id} request={q} canDecide={list.data?.can_decide ?? false} />);

  return (
    <AccountLayout title="Approvals">
      <section className="panel account-card" aria-labelledby="approvals-rule-title">
        <h2 id="approvals-rule-title">Approval rule</h2>
        {rule.isLoading ? <p role="status">Loading the rule...</p> : null}
        {rule.error ? <LoadError title="The approval rule could not be loaded." onRetry={() => void rule.refetch()} retrying={rule.isFetching} /> : null}
        {rule.data ? <ApprovalRuleForm rule={rule.data} /> : null}
      </section>
      <section className="panel account-card approvals-list" aria-labelledby="approvals-list-title">
        <h2 id="approvals-list-title">Requests</h2>
        {body}
      </section>
    </AccountLayout>
  );
}
