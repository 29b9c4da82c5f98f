// A server- or browser-paged list as a real table: loading, error and empty states, the
// columns' headers and cells, the "Showing n of m" line and the page links, written once.
import type { ReactNode } from 'react';
import { Spinner } from './feedback';
import { Pagination } from './Pagination';

export interface PagedColumn<T> {
  /** The header text; also each cell's data-label, which the narrow layout shows before the value. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Class on the header and on each cell (e.g. 'num' right-aligns both). */
  className?: string;
  /** Class on the cells only. */
  cellClassName?: string;
  /** The header is read to screen readers only (an actions column). */
  hideHeader?: boolean;
  /** The cells carry no data-label (an actions column needs none in the narrow layout). */
  noLabel?: boolean;
}

export interface PagedTableProps<T> {
  columns: PagedColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  /** The table's class after 'table' (the page's own styles and the e2e tests use it). */
  className: string;
  /** The screen-reader caption naming the table. */
  caption: string;
  loading: boolean;
  loadingLabel: string;
  /** A load failure, shown instead of the table when set. */
  error?: ReactNode;
  /** Shown instead of the table when there is nothing to list. */
  empty?: ReactNode;
  isEmpty?: boolean;
  /** Shown as one row inside the table, class `<className>__empty`, when `rows` is empty (the table stays in view). */
  emptyRow?: ReactNode;
  /** Dimmed while the next page loads over the previous one. */
  stale?: boolean;
  /** Content above the table (a toolbar). */
  before?: ReactNode;
  /** The "Showing n of m …" line beside the page links. */
  summary?: ReactNode;
  /** Numbered page links; omitted when the page draws its own pager in `after`. */
  page?: { current: number; last: number; onChange: (page: number) => void; label: string };
  /** Content after the table instead of the standard footer (a different pager). */
  after?: ReactNode;
}

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { columns, rows, rowKey, rowClassName, className, caption, loading, loadingLabel, error, empty, isEmpty, emptyRow, stale } = props;
  if (loading) return <Spinner label={loadingLabel} />;
  if (error) return <>{error}</>;
  if (isEmpty) return <>{empty}</>;
  return (
    <>
      {props.before}
      <div className={`table-wrap${stale ? ' is-stale' : ''}`}>
        <table className={`table ${className}`}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className}>
                  {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && emptyRow ? (
              <tr>
                <td colSpan={columns.length} className={`${className}__empty`}>
                  {emptyRow}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((c) => (
                    <td
                      key={c.header}
                      data-label={c.noLabel ? undefined : c.header}
                      className={[c.className, c.cellClassName].filter(Boolean).join(' ') || undefined}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {props.after ?? (
        <div className="list-footer">
          {props.summary ? <p className="muted">{props.summary}</p> : null}
          {props.page ? (
            <Pagination page={props.page.current} lastPage={props.page.last} onChange={props.page.onChange} label={props.page.label} />
          ) : null}
        </div>
      )}
    </>
  );
}
