// /admin/categories: the storefront's categories and their sub-categories, with how many products
// each holds; Catalogue and Admin add, rename, deactivate (out of the menu and the product form)
// and delete one no product uses.
import { Field } from 'formik';
import { categoryRules, mayEditCatalogue } from '@contracts/catalogueRules';
import { useAdminSelector } from '../store';
import { useAddCategoryMutation, useCategoriesQuery, useChangeCategoryMutation, useDeleteCategoryMutation } from './api';
import { TaxonomyTable } from './TaxonomyTable';

export function CategoriesPage() {
  const role = useAdminSelector((s) => s.session.staff?.role);
  const { data, isLoading, error } = useCategoriesQuery();
  const [add] = useAddCategoryMutation();
  const [change] = useChangeCategoryMutation();
  const [remove] = useDeleteCategoryMutation();
  const tops = data?.categories.filter((c) => c.parent_id === null) ?? [];
  return (
    <div>
      <h1 className="admin-title">Categories</h1>
      <TaxonomyTable
        noun="category"
        canEdit={role ? mayEditCatalogue(role) : false}
        loading={isLoading}
        error={error}
        nameRule={categoryRules.title}
        rows={data?.categories.map((c) => ({
          id: c.id,
          name: c.title,
          parent: c.parent_title,
          isActive: c.is_active,
          products: c.products,
          detail: c.parent_id === null && c.sub_categories ? `${c.sub_categories} sub-categor${c.sub_categories === 1 ? 'y' : 'ies'}` : undefined,
        }))}
        addExtras={
          <div className="a-field">
            <label htmlFor="category-parent">Inside</label>
            <Field as="select" id="category-parent" name="parent_id">
              <option value="">Top level (a menu category)</option>
              {tops.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </Field>
          </div>
        }
        onAdd={(title, fields) => add({ title, parent_id: fields.parent_id ?? '' }).unwrap()}
        onChange={(id, c) => change({ id, title: c.name, is_active: c.isActive }).unwrap()}
        onDelete={(id) => remove(id).unwrap()}
      />
    </div>
  );
}
