// /my-account/purchase-register: the company's tax invoices and credit notes of a month or a
// financial-year quarter, as the accountant reconciles them against GSTR-2B (one row per document
// and GST rate, credit notes negative, a totals row), with CSV and PDF downloads.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PurchaseRegisterRow } from '@contracts/purchaseRegister';
import { REGISTER_COLUMNS, recentRegisterPeriods, registerPeriod } from '@contracts/purchaseRegisterRules';
import { formatPaise, formatShortDate, indiaDay } from '@contracts/format';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { readFailure } from '@/shared/api/failure';
import { saveObjectUrl } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { useDownloadPurchaseRegisterMutation, useGetPurchaseRegisterQuery } from '../api';
import '../checkout.css';
import './purchaseRegister.css';

const DOWNLOAD_FAILED = 'Failed to download the purchase register';

/** The columns shown on screen: the supplier's name is the store's on every row, so the page says it once above. */
const SHOWN = REGISTER_COLUMNS.filter((c) => c !== 'Supplier name' && c !== 'GSTIN of buyer');

function cells(r: PurchaseRegisterRow): string[] {
  return [
    r.supplier_gstin,
    r.document_type,
    r.document_number,
    formatShortDate(r.document_date),
    formatPaise(r.document_value_paise),
    r.place_of_supply,
    r.reverse_charge,
    `${r.rate}%`,
    formatPaise(r.taxable_paise),
    formatPaise(r.igst_paise),
    formatPaise(r.cgst_paise),
    formatPaise(r.sgst_paise),
    formatPaise(r.cess_paise),
  ];
}
const NUMERIC = new Set([4, 7, 8, 9, 10, 11, 12]);

export default function PurchaseRegisterPage() {
  usePageMeta({ title: 'Purchase register', private: true });
  const choices = recentRegisterPeriods(indiaDay(new Date()));
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') ?? '';
  const period = registerPeriod(asked) ? asked : choices.months[0].key;
  const { data, isFetching, isError } = useGetPurchaseRegisterQuery(period);
  const [download] = useDownloadPurchaseRegisterMutation();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);

  const save = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      const file = await download({ period, format }).unwrap();
      saveObjectUrl(file.url, file.fileName);
    } catch (error) {
      notify.error(readFailure(error, DOWNLOAD_FAILED).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <AccountLayout title="Purchase register">
      <div className="panel account-card register">
        <p className="muted">
          Every tax invoice and credit note we issued to your company in the period, one row per document and GST rate, in the column order of GSTR-2B. Credit notes are negative.{' '}
          <Link to="/myorder">Back to My Orders</Link>
        </p>
        <div className="register__bar">
          <label htmlFor="register-period">Period</label>
          <select id="register-period" value={period} onChange={(e) => setParams({ period: e.target.value })}>
            <optgroup label="Months">
              {choices.months.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Financial-year quarters">
              {choices.quarters.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.label}
                </option>
              ))}
            </optgroup>
          </select>
          <button type="button" className="btn btn--secondary" disabled={busy !== null} onClick={() => void save('csv')}>
            {busy === 'csv' ? 'Downloading...' : 'Download CSV'}
          </button>
          <button type="button" className="btn btn--secondary" disabled={busy !== null} onClick={() => void save('pdf')}>
            {busy === 'pdf' ? 'Downloading...' : 'Download PDF'}
          </button>
        </div>
        {isError ? (
          <p className="error-text" role="alert">
            Failed to load the purchase register
          </p>
        ) : !data ? (
          <p className="muted" role="status">
            Loading the purchase register...
          </p>
        ) : (
          <>
            <p className="muted small" aria-live="polite">
              {data.label}: {data.totals.invoices} invoice{data.totals.invoices === 1 ? '' : 's'}, {data.totals.credit_notes} credit note{data.totals.credit_notes === 1 ? '' : 's'}
              {data.rows[0] ? ` from ${data.rows[0].supplier_name}` : ''}
              {data.buyer.gstin ? ` to GSTIN ${data.buyer.gstin}` : ''}.
            </p>
            {/* Focusable so a keyboard can scroll the wide table on a phone. */}
            <div className={`table-wrap register__wrap${isFetching ? ' is-stale' : ''}`} tabIndex={0} role="region" aria-label={`Purchase register, ${data.label}`}>
              <table className="table register__table">
                <thead>
                  <tr>
                    {SHOWN.map((c, i) => (
                      <th key={c} scope="col" className={NUMERIC.has(i) ? 'num' : undefined}>
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.length === 0 ? (
                    <tr>
                      <td colSpan={SHOWN.length}>No invoices or credit notes in this period.</td>
                    </tr>
                  ) : (
                    data.rows.map((r) => (
                      <tr key={`${r.document_type}-${r.document_number}-${r.rate}`} className={r.document_type === 'Credit note' ? 'register__credit' : undefined}>
                        {cells(r).map((c, i) => (
                          <td key={SHOWN[i]} className={NUMERIC.has(i) ? 'num' : undefined}>
                            {c}
                          </td>
                        ))}
                      </tr>
                    ))
                  )}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4}>
                      Total
                    </th>
                    <td className="num">{formatPaise(data.totals.document_value_paise)}</td>
                    <td colSpan={3} />
                    <td className="num">{formatPaise(data.totals.taxable_paise)}</td>
                    <td className="num">{formatPaise(data.totals.igst_paise)}</td>
                    <td className="num">{formatPaise(data.totals.cgst_paise)}</td>
                    <td className="num">{formatPaise(data.totals.sgst_paise)}</td>
                    <td className="num">{formatPaise(data.totals.cess_paise)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
      </div>
    </AccountLayout>
  );
}
