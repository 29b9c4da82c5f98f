// One labelled text field of the order page's forms (ship, cancel, e-way bill), with its error tied
// to the input for screen readers.
import { Field, type FieldProps } from 'formik';

interface Props {
  name: string;
  label: string;
  multiline?: boolean;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'text';
  hint?: string;
}

export function TextInput({ name, label, multiline = false, type = 'text', inputMode, hint }: Props) {
  return (
    <Field name={name}>
      {({ field, meta }: FieldProps<string>) => {
        const bad = Boolean(meta.touched && meta.error);
        const described = [hint ? `order-${name}-hint` : '', bad ? `order-${name}-error` : ''].filter(Boolean).join(' ');
        const props = { ...field, id: `order-${name}`, 'aria-invalid': bad, 'aria-describedby': described || undefined };
        return (
          <div className="a-field">
            <label htmlFor={`order-${name}`}>{label}</label>
            {multiline ? <textarea rows={3} {...props} /> : <input type={type} inputMode={inputMode} autoComplete="off" {...props} />}
            {hint && (
              <span id={`order-${name}-hint`} className="order-sub">
                {hint}
              </span>
            )}
            {bad && (
              <span id={`order-${name}-error`} className="a-error">
                {meta.error}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}
