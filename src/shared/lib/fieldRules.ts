// Yup schemas built from the field rules in @contracts/fields, so that a form checks exactly what
// the server checks, with the same messages.
import * as Yup from 'yup';
import type { FieldRule, Rules } from '@contracts/fields';

export function ruleSchema(rule: FieldRule): Yup.StringSchema<string | undefined> {
  let s = Yup.string();
  if (!rule.keepSpaces) s = s.trim();
  if (rule.upperCase) s = s.uppercase();
  if (rule.required) s = s.required(rule.required);
  if (rule.max !== undefined) s = s.max(rule.max, rule.maxMessage ?? `This field may not be greater than ${rule.max} characters.`);
  if (rule.min !== undefined) s = s.min(rule.min, rule.minMessage ?? `This field must be at least ${rule.min} characters.`);
  if (rule.pattern) s = s.matches(rule.pattern, { message: rule.patternMessage ?? 'This field is invalid.', excludeEmptyString: true });
  if (rule.oneOf) s = s.oneOf([...rule.oneOf, undefined], rule.oneOfMessage ?? `Choose one of: ${rule.oneOf.join(', ')}.`);
  return s;
}

/** One Yup string schema per rule, to spread into `Yup.object({...})`. */
export function rulesShape<R extends Rules>(rules: R): { [K in keyof R]: Yup.StringSchema<string | undefined> } {
  const shape = {} as { [K in keyof R]: Yup.StringSchema<string | undefined> };
  for (const key of Object.keys(rules) as (keyof R)[]) shape[key] = ruleSchema(rules[key]);
  return shape;
}
