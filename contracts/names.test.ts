// Names and address lines are printed on pages, mails and PDFs: every rule that takes one refuses
// markup with one message, on the server (checkFields) and in the forms (the Yup adapter) alike.
import { describe, expect, it } from '@jest/globals';
import { brandRules, categoryRules, productRules } from './catalogueRules';
import { acceptInvitationRules, inviteRules, userProfileRules } from './companyUserRules';
import {
  billingAddressRules,
  cleanValue,
  inquiryRules,
  itemRequestRules,
  profileRules,
  quoteFormRules,
  registrationRules,
  ruleError,
  shippingAddressRules,
  type FieldRule,
} from './fields';
import { staffCreateRules } from './staffRules';

const nameRules: [string, FieldRule][] = [
  ['registration first name', registrationRules.first_name],
  ['registration last name', registrationRules.last_name],
  ['registration company name', registrationRules.company_name],
  ['profile company name', profileRules.company_name],
  ['inquiry first name', inquiryRules.first_name],
  ['inquiry company name', inquiryRules.company_name],
  ['item request name', itemRequestRules.name],
  ['quote form name', quoteFormRules.name],
  ['invited user name', inviteRules.name],
  ['invitation acceptance name', acceptInvitationRules.name],
  ['user profile name', userProfileRules.name],
  ['staff name', staffCreateRules.name],
  ['product name', productRules.product_name],
  ['category name', categoryRules.title],
  ['brand name', brandRules.brand_name],
  ['billing address line 1', billingAddressRules.b_address_line1],
  ['shipping address line 1', shippingAddressRules.s_address_line1],
  ['shipping address line 2', shippingAddressRules.s_address_line2],
];

const check = (rule: FieldRule, typed: string) => ruleError(rule, cleanValue(rule, typed));

describe.each(nameRules)('the %s', (_name, rule) => {
  it.each(['<b>Ravi</b>', '<script>', 'Ravi > Kumar', 'a<b'])('refuses %s', (typed) => {
    expect(check(rule, typed)).toBe('Names cannot contain < or >.');
  });
  it.each(["Ravi D'Souza", 'Shah & Sons (P) Ltd.', 'Flat 4, A-Wing'])('accepts %s', (typed) => {
    expect(check(rule, typed)).toBeNull();
  });
});
