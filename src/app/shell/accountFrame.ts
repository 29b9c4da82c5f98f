// What the account pages' shared frame (shared/ui/AccountLayout) shows beside and above each page:
// the account feature's side menu and the auth feature's approval notice. Composed here, above the
// features, so orders, quotations, lists, team and approvals pages take the frame without importing account.
import { AccountMenu } from '@/features/account';
import { ApprovalNotice } from '@/features/auth';
import type { AccountFrame } from '@/shared/ui/AccountLayout';

export const ACCOUNT_FRAME: AccountFrame = { Menu: AccountMenu, Notice: ApprovalNotice };
