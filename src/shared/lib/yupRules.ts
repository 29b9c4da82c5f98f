// The contracts' field rules (contracts/fields.ts) as Yup schemas, so a form checks exactly what
// the server checks, with the same messages, through the same function (ruleError).
import * as Yup from 'yup';
import { cleanValue, ruleError, type FieldRule, type Rules } from '@contracts/fields';

/** A Yup string that trims and normalises case as the rule says, and fails with the rule's first message. */
export function ruleString(rule: FieldRule): Yup.StringSchema<string | undefined> {
  let schema = Yup.string();
  if (!rule.keepSpaces) schema = schema.trim();
  if (rule.upperCase) schema = schema.uppercase();
  else if (rule.lowerCase) schema = schema.lowercase();
  return schema.test({
    name: 'field-rule',
    test(value, ctx) {
      const parent = (ctx.parent ?? {}) as Record<string, unknown>;
      const message = ruleError(rule, cleanValue(rule, value), parent);
      return message ? ctx.createError({ message }) : true;
    },
  });
}

/** One Yup string per rule, to spread into a larger `Yup.object({...})`. */
export function rulesShape<R extends Rules>(rules: R): { [K in keyof R]: Yup.StringSchema<string | undefined> } {
  const shape = {} as { [K in keyof R]: Yup.StringSchema<string | undefined> };
  for (const field of Object.keys(rules) as (keyof R & string)[]) shape[field] = ruleString(rules[field]);
  return shape;
}

/** One Yup object for a form's rules (every field a string). */
export function rulesSchema<R extends Rules>(rules: R) {
  return Yup.object(rulesShape(rules));
}
