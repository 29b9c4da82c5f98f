// Every phone number the storefront takes: an Indian mobile, digits only with an optional +91 or 0
// in front (spec 5: numeric input); the server keeps the ten digits (contracts' normalizeIndianPhone).
import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField } from './FormField';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required' | 'className' | 'type'> & {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
};

// No maxLength: the browser would cut a pasted "+91 98765 43210" before the field could take out the
// spaces and the +91; the field keeps the ten digits, and the form's rule names anything too long.
export function PhoneField({ autoComplete = 'tel', ...props }: Props) {
  return <TextField type="tel" numeric="phone" inputMode="tel" autoComplete={autoComplete} {...props} />;
}
