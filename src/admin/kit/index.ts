// The back office's own component kit: saving a form and showing its refusal, and the confirmation dialog.
export { saveForm, showRefusal, type SaveOptions, type SaveStatus } from './saveForm';
export { SaveNotice } from './SaveNotice';
export { ConfirmDialog } from './ConfirmDialog';
