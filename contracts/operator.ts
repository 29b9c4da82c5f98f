// The wire of the operator API behind `npm run store` (not part of the storefront).
import { Type, type Static } from 'typebox';
import { CustomerStatus } from './account';
import { Id, Timestamp } from './common';

export const OperatorCustomer = Type.Object({
  id: Id,
  email: Type.String(),
  company_name: Type.String(),
  primary_contact_name: Type.String(),
  phone: Type.String(),
  gstno: Type.String(),
  status: CustomerStatus,
  credit_limit: Type.Number({ description: 'Available credit in rupees.' }),
  created_at: Timestamp,
});
export type OperatorCustomer = Static<typeof OperatorCustomer>;

export const OperatorCustomersQuery = Type.Object({ status: Type.Optional(CustomerStatus) });
export type OperatorCustomersQuery = Static<typeof OperatorCustomersQuery>;
export const OperatorCustomersResponse = Type.Object({ status: Type.Boolean(), customers: Type.Array(OperatorCustomer) });
export type OperatorCustomersResponse = Static<typeof OperatorCustomersResponse>;

export const OperatorEmailRequest = Type.Object({ email: Type.String({ minLength: 1 }) });
export const OperatorStatusResponse = Type.Object({
  status: Type.Boolean(),
  changed: Type.Boolean({ description: 'False when the account already had that status.' }),
  message: Type.String(),
  customer: OperatorCustomer,
});
export type OperatorStatusResponse = Static<typeof OperatorStatusResponse>;

export const OperatorCreditRequest = Type.Object({
  email: Type.String({ minLength: 1 }),
  amount: Type.Union([Type.String(), Type.Number()], { description: 'Rupees, at most 2 decimals.' }),
});
export const OperatorCreditResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  previous: Type.Number({ description: 'The credit before, in rupees.' }),
  customer: OperatorCustomer,
});
export type OperatorCreditResponse = Static<typeof OperatorCreditResponse>;
