// One list tab of the Content page: the rows in the storefront's order (with their image), Edit
// (the row's form in place), Up / Down where the order is the staff's, and Remove after a confirm.
import { useState } from 'react';
import type { ContentListKind } from '@contracts/contentRules';
import { readFailure } from '@/shared/api/failure';
import { mediaUrl } from '@/shared/lib/media';
import { useDeleteContentRowMutation, useMoveContentRowMutation } from './api';
import { KIND_FORMS, nounText } from './kinds';
import { RowForm } from './RowForm';
import { ConfirmDialog } from '../kit';
import '../layout/confirmDialog.css';
import './ContentRows.css';

type Row = Record<string, unknown> & { id: number; version: string };

interface Props {
  kind: ContentListKind;
  rows: Row[];
  /** Tells the page what happened (the one status line above the tabs' content). */
  onNotice: (text: string, error?: boolean) => void;
}

export function ContentRows({ kind, rows, onNotice }: Props) {
  const spec = KIND_FORMS[kind];
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // The row whose Remove waits for the confirmation.
  const [removing, setRemoving] = useState<Row | null>(null);
  const [move] = useMoveContentRowMutation();
  const [remove] = useDeleteContentRowMutation();
  const noun = nounText(spec.noun);

  const run = async (work: () => Promise<{ message: string }>, fallback: string) => {
    try {
      onNotice((await work()).message);
    } catch (err) {
      onNotice(readFailure(err, fallback).message, true);
    }
  };
  const done = (message: string) => {
    setEditing(null);
    onNotice(message);
  };

  return (
    <div className="crows">
      {editing === 'new' ? (
        <RowForm kind={kind} onDone={done} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className="a-btn crows__add" onClick={() => setEditing('new')}>
          Add {noun}
        </button>
      )}
      {rows.length === 0 && <p className="a-empty">No {noun}s yet.</p>}
      {rows.length > 0 && (
        <ol className="crows__list">
          {rows.map((r, i) =>
            editing === r.id ? (
              <li key={r.id} className="crows__editing">
                <RowForm key={r.version} kind={kind} row={r} onDone={done} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={r.id} className="a-card crows__row">
                {spec.image && (typeof r.image === 'string' ? <img className="crows__thumb" src={mediaUrl(r.image)} alt="" /> : <span className="crows__thumb crows__thumb--none">No image</span>)}
                <div className="crows__text">
                  <strong className="crows__title">{spec.title(r)}</strong>
                  {spec.detail && <span className="crows__detail">{spec.detail(r)}</span>}
                </div>
                <div className="crows__actions">
                  {spec.ordered && (
                    <>
                      <button
                        type="button"
                        className="a-btn a-btn--ghost a-btn--small"
                        disabled={i === 0}
                        aria-label={`Move ${spec.title(r)} up`}
                        onClick={() => run(() => move({ kind, id: r.id, direction: 'up' }).unwrap(), `The ${noun} could not be moved.`)}
                      >
                        ↑ Up
                      </button>
                      <button
                        type="button"
                        className="a-btn a-btn--ghost a-btn--small"
                        disabled={i === rows.length - 1}
                        aria-label={`Move ${spec.title(r)} down`}
                        onClick={() => run(() => move({ kind, id: r.id, direction: 'down' }).unwrap(), `The ${noun} could not be moved.`)}
                      >
                        ↓ Down
                      </button>
                    </>
                  )}
                  <button type="button" className="a-btn a-btn--ghost a-btn--small" aria-label={`Edit ${spec.title(r)}`} onClick={() => setEditing(r.id)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="a-btn a-btn--danger a-btn--small"
                    aria-label={`Remove ${spec.title(r)}`}
                    onClick={() => setRemoving(r)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the ${noun} “${spec.title(removing)}”?`}
          confirmLabel={`Remove ${noun}`}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const row = removing;
            setRemoving(null);
            void run(() => remove({ kind, id: row.id }).unwrap(), `The ${noun} could not be removed.`);
          }}
        >
          <p>It leaves the storefront at once. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
