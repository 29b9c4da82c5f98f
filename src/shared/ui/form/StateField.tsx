// The state of an address: a choice from the Indian states and union territories (contracts'
// list, the one the server accepts), since GST depends on it and free text let typos through.
import type { SelectHTMLAttributes } from 'react';
import { INDIAN_STATE_NAMES } from '@contracts/indianStates';
import { SelectField } from './FormField';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'required' | 'className'> & {
  name: string;
  label?: string;
  required?: boolean;
  className?: string;
};

export function StateField({ label = 'State', ...props }: Props) {
  return <SelectField label={label} options={INDIAN_STATE_NAMES} placeholder="Select a state" {...props} />;
}
