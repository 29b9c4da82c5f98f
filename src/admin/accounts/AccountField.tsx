// A labelled Formik input or text area of the account forms, with its error tied to it for screen
// readers (aria-invalid, aria-describedby).
import { useId } from 'react';
import { useField } from 'formik';
import './AccountField.css';

interface Props {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  inputMode?: 'decimal' | 'text';
  placeholder?: string;
  /** A date picker instead of free text. */
  type?: 'text' | 'date';
  /** A drop-down of these choices instead of free text. */
  options?: readonly { value: string; label: string }[];
}

export function AccountField({ name, label, hint, multiline, inputMode, placeholder, type = 'text', options }: Props) {
  const [field, meta] = useField<string>(name);
  const id = `${useId()}-${name}`;
  const showError = Boolean(meta.touched && meta.error);
  const described = [hint ? `${id}-hint` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, ...field, value: field.value ?? '', 'aria-invalid': showError || undefined, 'aria-describedby': described, placeholder };
  return (
    <div className={`acc-field${showError ? ' acc-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select {...common}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={type} inputMode={inputMode} {...common} />
      )}
      {hint && (
        <span id={`${id}-hint`} className="acc-field__hint">
          {hint}
        </span>
      )}
      {showError && (
        <span id={`${id}-error`} className="acc-field__error">
          {meta.error}
        </span>
      )}
    </div>
  );
}
