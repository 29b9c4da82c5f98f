// Formik-bound inputs with a label, an optional hint and the field's error, wired for screen
// readers (aria-invalid, aria-describedby). Used by every form of the store.
import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useField } from 'formik';
import { PATTERNS } from '@contracts/fields';
import { normalizeIndianPhone } from '@contracts/indianStates';

interface Common {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Show the error while typing (before the field loses focus), e.g. for length limits. */
  liveError?: boolean;
  className?: string;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function useFieldIds(name: string) {
  const base = `${useId()}${name}`;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

function describedBy(hintId: string | null, errorId: string | null) {
  const ids = [hintId, errorId].filter(Boolean).join(' ');
  return ids || undefined;
}

type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required' | 'className'> & {
    /**
     * Digits only: anything else typed or pasted is dropped (spec 5: numeric input). 'phone' also
     * keeps a leading + (for +91), and a whole number with +91, 91 or 0 in front becomes its ten digits.
     */
    numeric?: boolean | 'phone';
  };

function digitsOf(value: string, numeric: true | 'phone') {
  if (numeric !== 'phone') return value.replace(/\D/g, '');
  const kept = value.replace(/(?!^\+)\D/g, '');
  const mobile = normalizeIndianPhone(kept);
  // Only a mobile number loses its prefix: a landline's 0 stays, so the error shows what was typed.
  return PATTERNS.phone.test(mobile) ? mobile : kept;
}

export function TextField({ name, label, required, hint, liveError, className, numeric, ...input }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { id, hintId, errorId } = useFieldIds(name);
  const showError = Boolean(meta.error) && (meta.touched || (liveError && Boolean(meta.value)));
  return (
    <div className={`field${showError ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        type="text"
        {...field}
        value={field.value ?? ''}
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        {...input}
        onChange={numeric ? (e) => void helpers.setValue(digitsOf(e.target.value, numeric)) : field.onChange}
        aria-required={required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy(hint ? hintId : null, showError ? errorId : null)}
      />
      <FieldNotes hint={hint} hintId={hintId} error={showError ? meta.error : undefined} errorId={errorId} />
    </div>
  );
}

type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'required' | 'className'>;

/** A multi-line text (messages, descriptions). */
export function TextAreaField({ name, label, required, hint, liveError, className, ...textarea }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const { id, hintId, errorId } = useFieldIds(name);
  const showError = Boolean(meta.error) && (meta.touched || (liveError && Boolean(meta.value)));
  return (
    <div className={`field${showError ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={4}
        {...field}
        value={field.value ?? ''}
        {...textarea}
        aria-required={required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy(hint ? hintId : null, showError ? errorId : null)}
      />
      <FieldNotes hint={hint} hintId={hintId} error={showError ? meta.error : undefined} errorId={errorId} />
    </div>
  );
}

/** The hint and the error under a field, with the ids its aria-describedby points at. */
function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}

type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'required' | 'className'> & {
    options: readonly string[];
    /** How an option reads, when not as its value (e.g. a role's label). */
    optionLabel?: (value: string) => string;
    placeholder?: string;
  };

export function SelectField({ name, label, required, hint, className, options, optionLabel, placeholder = 'Select', ...select }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const { id, hintId, errorId } = useFieldIds(name);
  const showError = Boolean(meta.error) && meta.touched;
  return (
    <div className={`field${showError ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        {...field}
        value={field.value ?? ''}
        {...select}
        aria-required={required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy(hint ? hintId : null, showError ? errorId : null)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel ? optionLabel(o) : o}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={showError ? meta.error : undefined} errorId={errorId} />
    </div>
  );
}

/** A form-level message (e.g. the server's answer to a failed sign-in). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

/**
 * After a submit attempt that left errors (client or server), moves focus to the first invalid
 * field, so that long forms do not fail silently below the fold. Once per attempt: while the
 * person fixes a field its error goes away, and focus must not jump on to the next invalid one.
 * Render inside a Formik form.
 */
export function FocusFirstError({ submitCount, errorCount }: { submitCount: number; errorCount: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const focusedFor = useRef(0);
  useEffect(() => {
    // Errors may arrive after the count goes up (validation, or the server's answer): wait for them.
    if (submitCount === focusedFor.current || errorCount === 0) return;
    focusedFor.current = submitCount;
    const form = ref.current?.closest('form');
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [submitCount, errorCount]);
  return <span ref={ref} hidden />;
}
