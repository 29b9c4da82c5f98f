// Amounts in rupees as people type them: Indian and western grouping, the rupee sign, and a
// refusal above the maximum that states it the Indian way, for every form's amount field.
import { accountCreditRules, accountRateRules } from './accountRules';
import { approvalRuleRules } from './approvalRules';
import { quotePriceRules } from './adminQuoteRules';
import { productRules } from './catalogueRules';
import { inviteRules } from './companyUserRules';
import { creditAllocationRules, creditPaymentRules, duesPaymentRules } from './creditRules';
import { cleanValue, normalizeRupees, ruleError, type FieldRule } from './fields';

const check = (rule: FieldRule, typed: string) => {
  const value = cleanValue(rule, typed);
  return { value, error: ruleError(rule, value) };
};

describe('normalizeRupees', () => {
  it.each([
    ['6,00,000', '600000'],
    ['6,00,000.50', '600000.50'],
    ['₹ 6,00,000', '600000'],
    ['₹6,00,000.5', '600000.5'],
    ['Rs. 1,23,45,678', '12345678'],
    ['600,000', '600000'],
    ['1,000', '1000'],
    ['600000', '600000'],
    ['  600000.50 ', '600000.50'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normalizeRupees(typed)).toBe(stored);
  });

  it.each(['6,0,0', '60,0000', ',600', '6,00,00', '600,00.5', '6,,000'])('leaves the malformed grouping %s for the pattern to refuse', (typed) => {
    expect(normalizeRupees(typed)).toMatch(/,/);
  });
});

const amountRules: [string, FieldRule][] = [
  ['credit limit', accountCreditRules.credit_limit],
  ['price-list rate', accountRateRules.rate],
  ['product price', productRules.price],
  ['product MRP', productRules.mrp],
  ['spending limit', inviteRules.order_limit],
  ['approval threshold', approvalRuleRules.threshold],
  ['offline payment', creditPaymentRules.amount],
  ['payment allocation', creditAllocationRules.amount],
  ['online dues payment', duesPaymentRules.amount],
  ['quoted price', quotePriceRules.unit_price],
];

describe.each(amountRules)('the %s', (_name, rule) => {
  it.each([
    ['6,00,000', '600000'],
    ['6,00,000.50', '600000.50'],
    ['₹ 6,00,000', '600000'],
    ['600,000', '600000'],
    ['600000', '600000'],
  ])('accepts %s as %s', (typed, stored) => {
    expect(check(rule, typed)).toEqual({ value: stored, error: null });
  });

  it('refuses a malformed grouping with its own message', () => {
    expect(check(rule, '6,0,0').error).toBe(rule.patternMessage);
  });

  it('states the maximum in Indian format when the amount is too large', () => {
    expect(check(rule, '99,99,99,99,99,999').error).toMatch(/can be at most ₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}\.$/);
  });
});

it('names the ten-crore maximum of a spending limit and of the approval threshold', () => {
  expect(check(inviteRules.order_limit, '10,00,00,001').error).toBe('A limit can be at most ₹10,00,00,000.00.');
  expect(check(approvalRuleRules.threshold, '₹ 10,00,00,000.01').error).toBe('The amount can be at most ₹10,00,00,000.00.');
  expect(check(approvalRuleRules.threshold, '10,00,00,000').error).toBeNull();
});

it('names the NUMERIC(12,2) maximum of a credit limit and a price', () => {
  expect(check(accountCreditRules.credit_limit, '10,00,00,00,000').error).toBe('Credit limit can be at most ₹9,99,99,99,999.99.');
  expect(check(productRules.price, '10000000000').error).toBe('Price can be at most ₹9,99,99,99,999.99.');
});
