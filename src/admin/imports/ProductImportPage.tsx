// The product CSV import and export (/admin/catalogue-import, Catalogue and Admin): the catalogue
// downloaded in the import's format, and a file checked (dry run) and then imported, all or
// nothing, with the rules of the operator tool's import-products.
import { useState } from 'react';
import { readFailure } from '@/shared/api/failure';
import { downloadFile } from './download';
import { ImportRunner } from './ImportRunner';
import './ProductImportPage.css';

export function ProductImportPage() {
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exportCsv = async () => {
    setProblem(null);
    setExporting(true);
    try {
      await downloadFile('/api/admin/products/export', 'products.csv');
    } catch (err) {
      setProblem(readFailure(err, 'The catalogue could not be downloaded. Try again.').message);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="pimport">
      <h1 className="admin-title">Import and export products</h1>
      <section className="a-card pimport__card" aria-labelledby="pimport-export">
        <h2 id="pimport-export" className="pimport__title">
          Export
        </h2>
        <p className="pimport__text">
          Every product, inactive ones too, in the import&apos;s format: edit it in a spreadsheet and import it back.
        </p>
        <button type="button" className="a-btn a-btn--ghost" disabled={exporting} onClick={exportCsv}>
          {exporting ? 'Preparing the file…' : 'Download the catalogue (CSV)'}
        </button>
        {problem && (
          <p className="a-alert" role="alert">
            {problem}
          </p>
        )}
      </section>
      <section className="a-card pimport__card" aria-labelledby="pimport-import">
        <h2 id="pimport-import" className="pimport__title">
          Import
        </h2>
        <p className="pimport__text">
          A row whose SKU the store has changes that product (only the file&apos;s columns); a new SKU adds a product. Check the file
          first: nothing changes until you import it, and one row with an error refuses the whole file.
        </p>
        <ImportRunner
          base="/imports"
          what="product CSV"
          noun="product"
          hint={
            <>
              UTF-8 CSV with a header row. Columns: <code>sku</code> (required), product_name, model_number, category, sub_category,
              brand, base_price, discount_price, gst_rate, hsn_code, stock_quantity, short_description, long_description, specifications,
              warranty_period, warranty_terms, height, length, width, weight, is_active.
            </>
          }
        />
      </section>
    </div>
  );
}
