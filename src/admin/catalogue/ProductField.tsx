// A labelled Formik field of the product form (text, select or text area), its hint and error
// tied to it for screen readers (aria-invalid, aria-describedby).
import { useId, type ReactNode } from 'react';
import { useField } from 'formik';

interface Props {
  name: string;
  label: string;
  hint?: string;
  as?: 'input' | 'select' | 'textarea';
  inputMode?: 'decimal' | 'numeric' | 'text';
  children?: ReactNode;
  className?: string;
}

export function ProductField({ name, label, hint, as = 'input', inputMode, children, className }: Props) {
  const [field, meta] = useField<string>(name);
  const id = `${useId()}-${name}`;
  const showError = Boolean(meta.touched && meta.error);
  const described = [hint ? `${id}-hint` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, ...field, value: field.value ?? '', 'aria-invalid': showError || undefined, 'aria-describedby': described };
  return (
    <div className={`a-field pf-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {as === 'select' ? <select {...common}>{children}</select> : as === 'textarea' ? <textarea rows={3} {...common} /> : <input type="text" inputMode={inputMode} {...common} />}
      {hint && (
        <span id={`${id}-hint`} className="pf-field__hint">
          {hint}
        </span>
      )}
      {showError && (
        <span id={`${id}-error`} className="a-error">
          {meta.error}
        </span>
      )}
    </div>
  );
}
