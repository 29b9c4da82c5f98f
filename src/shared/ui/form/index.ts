// The Formik field kit every form uses (account, auth, checkout, quotations, contact forms).
export { TextField, SelectField, FormAlert, FocusFirstError } from './FormField';
