// How a refused save is read into a form: errors on the fields the form holds, the rest in the notice.
import { showRefusal, type SaveStatus } from './saveForm';

function fakeForm() {
  const state: { errors: unknown; touched: string[]; status: SaveStatus | undefined } = { errors: undefined, touched: [], status: undefined };
  return {
    state,
    form: {
      setErrors: (errors: unknown) => void (state.errors = errors),
      setFieldTouched: (field: string) => void state.touched.push(field),
      setStatus: (status: SaveStatus | undefined) => void (state.status = status),
    },
  };
}

const values = { sku: 'A-1', specifications: [{ title: 'RAM', value: '' }] };
const refused = (status: number, errors?: Record<string, string[]>, message = 'The given data was invalid.') => ({ status, data: { status: false, message, errors } });

it('puts a nested field error on its field and touches it', () => {
  const { state, form } = fakeForm();
  showRefusal(refused(422, { 'specifications.0.value': ['Enter a value.'] }), values, form as never, { fallback: 'Not saved.' });
  expect(state.errors).toEqual({ specifications: [{ value: 'Enter a value.' }] });
  expect(state.touched).toEqual(['specifications.0.value']);
  expect(state.status).toBeUndefined();
});

it('shows an error on something the form has no field for (a whole list, the version) in the notice', () => {
  const { state, form } = fakeForm();
  showRefusal(refused(422, { specifications: ['At most 200 specifications.'], version: ['Send the version.'] }), values, form as never, { fallback: 'Not saved.' });
  expect(state.status).toEqual({ kind: 'error', message: 'The given data was invalid. At most 200 specifications. Send the version.' });
});

it('reads a 409 as stale, and no answer at all as the fallback', () => {
  const stale = fakeForm();
  showRefusal(refused(409, undefined, 'Changed meanwhile.'), values, stale.form as never, { fallback: 'Not saved.' });
  expect(stale.state.status).toEqual({ kind: 'stale', message: 'Changed meanwhile.' });
  const offline = fakeForm();
  showRefusal({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, values, offline.form as never, { fallback: 'Not saved. Try again.' });
  expect(offline.state.status).toEqual({ kind: 'error', message: 'Not saved. Try again.' });
});
