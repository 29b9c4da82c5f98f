// The back office's own component kit: saving a form and showing its refusal, and the confirmation dialog.
export { saveForm, showRefusal, type SaveOptions, type SaveStatus } from './saveForm';
export { SaveNotice } from './SaveNotice';
export { TableScroll } from './TableScroll';
// The one confirmation dialog, shared with the storefront (the back office styles it: layout/confirmDialog.css).
export { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
