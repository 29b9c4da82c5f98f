// The Formik field kit every form uses (account, auth, checkout, quotations, contact forms).
export { TextField, TextAreaField, SelectField, FormAlert, FocusFirstError } from './FormField';
export { PhoneField } from './PhoneField';
export { StateField } from './StateField';
