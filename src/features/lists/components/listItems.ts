// What 'Add to list' adds: the button takes the items and hands them to its lazily loaded dialog.
// A file of its own, so the dialog does not import the button that imports it.
export interface ListItemInput {
  product_id: number;
  quantity: number;
}
