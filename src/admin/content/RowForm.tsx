// The add / edit form of one content row (a banner, partner, FAQ, about entry, social link or blog
// post): the kind's fields with the contracts' rules (the server answers the same messages per
// field), rich text with the product form's editor, and an image checked for type and size before
// it is sent (the server checks the bytes again). An edit sends the version it loaded.
import { useId, useState } from 'react';
import { Form, Formik, useField } from 'formik';
import * as Yup from 'yup';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES, CONTENT_RULES, IMAGE_REQUIRED_KINDS, type ContentListKind } from '@contracts/contentRules';
import { mediaUrl } from '@/shared/lib/media';
import { rulesShape } from '@/shared/lib/yupRules';
import { RichTextEditor } from '../catalogue/RichTextEditor';
import { SaveNotice, saveForm } from '../kit';
import { useContentQuery, useSaveContentRowMutation } from './api';
import { KIND_FORMS, nounText, type FieldDef } from './kinds';
import './RowForm.css';

type Values = Record<string, string>;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function TextField({ def }: { def: FieldDef }) {
  const [field, meta, helpers] = useField<string>(def.name);
  const id = `${useId()}-${def.name}`;
  const showError = Boolean(meta.touched && meta.error);
  const described = [def.hint ? `${id}-hint` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, ...field, value: field.value ?? '', 'aria-invalid': showError || undefined, 'aria-describedby': described };
  return (
    <div className={`a-field cf-field${def.type === 'rich' || def.type === 'textarea' ? ' cf-field--wide' : ''}`}>
      {def.type === 'rich' ? <span className="cf-label" id={`${id}-label`}>{def.label}</span> : <label htmlFor={id}>{def.label}</label>}
      {def.type === 'select' ? (
        <select {...common}>
          <option value="">Choose…</option>
          {def.options?.map((o) => (
            <option key={o} value={o}>
              {o.charAt(0).toUpperCase() + o.slice(1)}
            </option>
          ))}
        </select>
      ) : def.type === 'textarea' ? (
        <textarea rows={4} {...common} />
      ) : def.type === 'rich' ? (
        <RichTextEditor
          id={id}
          label={def.label}
          value={field.value}
          describedBy={described}
          onChange={(html) => {
            void helpers.setValue(html);
            void helpers.setTouched(true, false);
          }}
        />
      ) : (
        <input type={def.type === 'url' ? 'url' : 'text'} {...common} />
      )}
      {def.hint && (
        <span id={`${id}-hint`} className="cf-hint">
          {def.hint}
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

interface Props {
  kind: ContentListKind;
  /** The row being edited (with its version), or undefined to add one. */
  row?: Record<string, unknown> & { id: number; version: string };
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function RowForm({ kind, row, onDone, onCancel }: Props) {
  const spec = KIND_FORMS[kind];
  const [save] = useSaveContentRowMutation();
  const { refetch } = useContentQuery();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [dropImage, setDropImage] = useState(false);
  const imageId = useId();
  const needsImage = IMAGE_REQUIRED_KINDS.includes(kind) && !row;
  const current = typeof row?.image === 'string' ? row.image : null;
  const initial: Values = Object.fromEntries(spec.fields.map((f) => [f.name, typeof row?.[f.name] === 'string' ? (row[f.name] as string) : '']));

  const pickImage = (picked: File | null) => {
    setFile(null);
    setImageError(null);
    if (!picked) return;
    if (!IMAGE_TYPES.includes(picked.type)) return setImageError(CONTENT_MESSAGES.notAnImage);
    if (picked.size > CONTENT_IMAGE_MAX_BYTES) return setImageError(CONTENT_MESSAGES.imageTooLarge);
    setFile(picked);
  };

  return (
    <Formik<Values>
      initialValues={initial}
      validationSchema={Yup.object(rulesShape(CONTENT_RULES[kind]))}
      onSubmit={async (values, form) => {
        form.setStatus(undefined);
        if (needsImage && !file) return setImageError(CONTENT_MESSAGES.imageRequired);
        if (imageError) return;
        const data = new FormData();
        for (const [k, v] of Object.entries(values)) data.append(k, v);
        if (row) data.append('version', row.version);
        if (file) data.append('image', file);
        else if (dropImage) data.append('remove_image', 'true');
        const res = await saveForm(values, form, () => save({ kind, id: row?.id, form: data }).unwrap(), {
          fallback: `The ${nounText(spec.noun)} could not be saved. Try again.`,
          outside: { image: setImageError },
        });
        if (res) onDone(res.message);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="a-card cf" aria-label={row ? `Edit ${nounText(spec.noun)}` : `Add ${/^[aeiou]/i.test(spec.noun) ? 'an' : 'a'} ${nounText(spec.noun)}`}>
          <h2 className="cf__title">{row ? `Edit ${nounText(spec.noun)}` : `New ${nounText(spec.noun)}`}</h2>
          <SaveNotice onReload={row ? () => void refetch() : undefined} />
          <div className="cf__fields">
            {spec.fields.map((def) => (
              <TextField key={def.name} def={def} />
            ))}
            {spec.image && (
              <div className="a-field cf-field">
                <label htmlFor={imageId}>
                  Image{needsImage ? '' : ' (optional)'}
                </label>
                {current && !file && <img className="cf-image" src={mediaUrl(current)} alt="Current image" />}
                <input
                  id={imageId}
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  aria-invalid={Boolean(imageError) || undefined}
                  aria-describedby={`${imageId}-hint${imageError ? ` ${imageId}-error` : ''}`}
                  onChange={(e) => pickImage(e.currentTarget.files?.[0] ?? null)}
                />
                {current && !IMAGE_REQUIRED_KINDS.includes(kind) && (
                  <label className="cf-check">
                    <input type="checkbox" checked={dropImage} onChange={(e) => setDropImage(e.currentTarget.checked)} /> Remove the current image
                  </label>
                )}
                <span id={`${imageId}-hint`} className="cf-hint">
                  JPEG, PNG or WebP, at most 2 MB.{row && current ? ' Leave empty to keep the current image.' : ''}
                </span>
                {imageError && (
                  <span id={`${imageId}-error`} className="a-error">
                    {imageError}
                  </span>
                )}
              </div>
            )}
          </div>
          <div className="cf__actions">
            <button type="submit" className="a-btn" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : row ? 'Save' : `Add ${nounText(spec.noun)}`}
            </button>
            <button type="button" className="a-btn a-btn--ghost" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
