// The stock of one product, set on its own (inline on the products list and on the product form):
// the figure, Save, and the server's answer; it names the version the staff member saw, so a
// product changed meanwhile is refused with the reason instead of overwritten.
import { useId, useState } from 'react';
import { stockRules } from '@contracts/catalogueRules';
import { ruleError } from '@contracts/fields';
import { readFailure } from '@/shared/api/failure';
import { useSetStockMutation } from './api';
import './StockEditor.css';

interface Props {
  id: number;
  sku: string;
  stock: number;
  version: number;
  lowStock: number;
}

export function StockEditor({ id, sku, stock, version, lowStock }: Props) {
  const [value, setValue] = useState(String(stock));
  const [seen, setSeen] = useState(stock);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [save, { isLoading }] = useSetStockMutation();
  const inputId = useId();
  // A new figure from the server (another save, a refetch) replaces what the field shows.
  if (stock !== seen) {
    setSeen(stock);
    setValue(String(stock));
  }
  const low = stock <= lowStock;
  return (
    <form
      className="stock-editor"
      aria-label={`Stock of ${sku}`}
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = ruleError(stockRules.stock_quantity, value.trim());
        if (problem) return setMessage({ text: problem, error: true });
        try {
          const res = await save({ id, stock_quantity: value.trim(), version }).unwrap();
          setMessage({ text: res.message, error: false });
        } catch (err) {
          const reading = readFailure(err, 'The stock could not be saved. Try again.');
          setMessage({ text: reading.fields.stock_quantity ?? reading.message, error: true });
        }
      }}
    >
      <label htmlFor={inputId} className="a-visually-hidden">
        Stock of {sku}
      </label>
      <input
        id={inputId}
        className={`stock-editor__input${low ? ' is-low' : ''}`}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={message?.error || undefined}
        aria-describedby={message ? `${inputId}-msg` : undefined}
      />
      <button type="submit" className="a-btn a-btn--ghost a-btn--small" disabled={isLoading || value.trim() === String(stock)}>
        Save
      </button>
      {message && (
        <span id={`${inputId}-msg`} className={message.error ? 'stock-editor__error' : 'stock-editor__done'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </span>
      )}
    </form>
  );
}
