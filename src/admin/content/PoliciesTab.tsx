// The Policies tab: the four policy pages (privacy, shipping, terms, cancellation), each a title and
// a text written with the rich-text editor; a save names the version it loaded (409 when another
// staff member saved meanwhile).
import { useId, useState } from 'react';
import { Form, Formik, useField } from 'formik';
import * as Yup from 'yup';
import type { AdminPolicy } from '@contracts/adminContent';
import { POLICY_LABELS, POLICY_RULES } from '@contracts/contentRules';
import { rulesShape } from '@/shared/lib/yupRules';
import { RichTextEditor } from '../catalogue/RichTextEditor';
import { SaveNotice, saveForm } from '../kit';
import { useContentQuery, useSavePolicyMutation } from './api';
import './RowForm.css';

const schema = Yup.object(rulesShape(POLICY_RULES));

function PolicyFields() {
  const [title, titleMeta] = useField<string>('title');
  const [text, textMeta, textHelpers] = useField<string>('description');
  const id = useId();
  const titleError = titleMeta.touched && titleMeta.error;
  const textError = textMeta.touched && textMeta.error;
  return (
    <div className="cf__fields">
      <div className="a-field cf-field cf-field--wide">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} type="text" {...title} aria-invalid={Boolean(titleError) || undefined} aria-describedby={titleError ? `${id}-title-error` : undefined} />
        {titleError && (
          <span id={`${id}-title-error`} className="a-error">
            {titleError}
          </span>
        )}
      </div>
      <div className="a-field cf-field cf-field--wide">
        <span className="cf-label">Text</span>
        <RichTextEditor
          id={`${id}-text`}
          label="Text"
          value={text.value}
          describedBy={textError ? `${id}-text-error` : undefined}
          onChange={(html) => {
            void textHelpers.setValue(html);
            void textHelpers.setTouched(true, false);
          }}
        />
        {textError && (
          <span id={`${id}-text-error`} className="a-error">
            {textError}
          </span>
        )}
      </div>
    </div>
  );
}

export function PoliciesTab({ policies, onNotice }: { policies: AdminPolicy[]; onNotice: (text: string, error?: boolean) => void }) {
  const [kind, setKind] = useState(policies[0]?.kind);
  const [save] = useSavePolicyMutation();
  const { refetch } = useContentQuery();
  const policy = policies.find((p) => p.kind === kind);
  const pickId = useId();
  return (
    <div>
      <div className="a-field cf-pick">
        <label htmlFor={pickId}>Policy</label>
        <select id={pickId} value={kind} onChange={(e) => setKind(e.currentTarget.value as AdminPolicy['kind'])}>
          {policies.map((p) => (
            <option key={p.kind} value={p.kind}>
              {POLICY_LABELS[p.kind]}
            </option>
          ))}
        </select>
      </div>
      {policy && (
        <Formik
          // A new form per policy and per saved version (the editor takes its text once).
          key={`${policy.kind}:${policy.version}`}
          initialValues={{ title: policy.title, description: policy.description }}
          validationSchema={schema}
          onSubmit={async (values, form) => {
            const res = await saveForm(values, form, () => save({ kind: policy.kind, version: policy.version, ...values }).unwrap(), {
              fallback: 'The policy could not be saved. Try again.',
            });
            if (res) onNotice(res.message);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="a-card cf" aria-label={`Edit the ${POLICY_LABELS[policy.kind].toLowerCase()}`}>
              <h2 className="cf__title">{POLICY_LABELS[policy.kind]}</h2>
              <SaveNotice onReload={() => void refetch()} />
              <PolicyFields />
              <div className="cf__actions">
                <button type="submit" className="a-btn" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save policy'}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </div>
  );
}
