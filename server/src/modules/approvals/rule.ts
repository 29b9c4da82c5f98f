// The company's approval rule: "a Buyer's order above ₹X needs an Approver's or Admin's
// approval", one amount on the company's row, set by its Admin; null is no rule.
import { eq } from 'drizzle-orm';
import { approvalRuleRules } from '@contracts/approvalRules';
import { cleanValue, ruleError } from '@contracts/fields';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';

/** The company's threshold in paise, or null when it has no rule. */
export async function approvalThreshold(db: DbOrTx, customerId: number): Promise<number | null> {
  const [row] = await db.select({ paise: customers.approvalThresholdPaise }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw notFound('Customer not found');
  return row.paise;
}

/** The amount the Admin entered (rupees, as a number or text; empty or null for no rule), in paise; 422 keyed `threshold` otherwise. */
export function parseThreshold(input: number | string | null): number | null {
  const rule = approvalRuleRules.threshold;
  const text = cleanValue(rule, input);
  if (text === '') return null;
  const message = ruleError(rule, text);
  if (message) throw invalid({ threshold: [message] });
  const [whole, fraction = ''] = text.split('.');
  // Whole rupees and paise apart, so no binary fraction rounds the amount.
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Sets (or with null, removes) the company's rule; the orders placed from now on follow it. */
export async function setApprovalThreshold(db: DbOrTx, customerId: number, paise: number | null): Promise<void> {
  await db.update(customers).set({ approvalThresholdPaise: paise, updatedAt: new Date() }).where(eq(customers.id, customerId));
}
