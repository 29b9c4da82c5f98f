// What the approvals area offers the order paths: saving a Buyer's order for approval (checkout),
// the request a retried key made, the company's threshold, and the approval mails.
export { approvalThreshold } from './rule';
export { canPay, listRequests, recordApprovalRequest, requestOfKey, type ApprovalRow, type RequestLine } from './requests';
export {
  queueApprovalPayMail,
  queueApprovalRejectedMail,
  queueApprovalRequestedMail,
  type ApprovalRequestedMail,
} from './mails';
export { noticeApprovalApproved, noticeApprovalRejected } from './notices';
