// The notice at the top of a back-office form after a refused save: "changed by someone else"
// with a Reload button (the typed values stay in the form until the person reloads), or the
// server's reason. It takes focus when it appears, so a long form never fails out of sight; when
// the refusal is on fields instead, focus goes to the first field in error.
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import type { SaveStatus } from './saveForm';
import './SaveNotice.css';

interface Props {
  /** Fetches the latest version (and starts the form again from it). Without it, the notice says to reload the page. */
  onReload?: () => void;
  /** Where the form's layout needs it (a grid's full row, say). */
  className?: string;
}

const isSaveStatus = (s: unknown): s is SaveStatus => Boolean(s) && typeof s === 'object' && ((s as SaveStatus).kind === 'stale' || (s as SaveStatus).kind === 'error');

export function SaveNotice({ onReload, className }: Props) {
  const { status, setStatus, submitCount, isSubmitting } = useFormikContext<unknown>();
  const ref = useRef<HTMLDivElement>(null);
  const shown = isSaveStatus(status) ? status : null;
  const focusedFor = useRef(0);

  // Once per submit, when it has settled: to the notice, else to the first field in error. Never
  // again while the person types, or focus would jump away from the field being fixed.
  useEffect(() => {
    if (isSubmitting || submitCount === 0 || focusedFor.current === submitCount) return;
    focusedFor.current = submitCount;
    // After this render's errors and touched fields are on the page.
    setTimeout(() => {
      const notice = ref.current;
      const target = notice && !notice.hidden ? notice : notice?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!target) return;
      target.focus();
      target.scrollIntoView?.({ block: 'center' });
    }, 0);
  }, [submitCount, isSubmitting]);

  if (!shown) return <div ref={ref} hidden />;
  if (shown.kind === 'stale') {
    return (
      <div ref={ref} tabIndex={-1} className={`save-notice save-notice--stale${className ? ` ${className}` : ''}`} role="alert">
        <p className="save-notice__title">Changed by someone else</p>
        <p>{shown.message}</p>
        <p>
          Nothing was saved. Your edits are kept below: copy what you need, then reload to see the latest version and make your change again.
        </p>
        {onReload ? (
          <button
            type="button"
            className="a-btn a-btn--small"
            onClick={() => {
              setStatus(undefined);
              onReload();
            }}
          >
            Reload the latest version
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} className={`save-notice save-notice--error${className ? ` ${className}` : ''}`} role="alert">
      <p className="save-notice__title">Not saved</p>
      <p>{shown.message}</p>
    </div>
  );
}
