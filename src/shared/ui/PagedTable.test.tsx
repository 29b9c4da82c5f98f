// PagedTable: the states a list page shows (loading, error, empty) and the page links.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable, type PagedColumn } from './PagedTable';

interface Row {
  id: number;
  name: string;
  amount: string;
}

const columns: PagedColumn<Row>[] = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'Amount', className: 'num', cell: (r) => r.amount },
  { header: 'Actions', hideHeader: true, noLabel: true, cell: (r) => <button type="button">Open {r.name}</button> },
];
const rows: Row[] = [
  { id: 1, name: 'Laptop', amount: '₹50,000.00' },
  { id: 2, name: 'Router', amount: '₹4,000.00' },
];

const base = { columns, rowKey: (r: Row) => r.id, className: 'things-table', caption: 'Things', loading: false, loadingLabel: 'Loading things...' };

describe('PagedTable', () => {
  it('shows the empty state instead of a table when there is nothing to list', () => {
    render(<PagedTable {...base} rows={[]} isEmpty empty={<p>No things yet.</p>} />);
    expect(screen.getByText('No things yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the table and says so in one row when asked to (a list with its own toolbar)', () => {
    render(<PagedTable {...base} rows={[]} emptyRow="No things yet." />);
    const cell = screen.getByRole('cell', { name: 'No things yet.' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(cell).toHaveClass('things-table__empty');
  });

  it('shows the loading label, then the error, in place of the table', () => {
    const { rerender } = render(<PagedTable {...base} rows={rows} loading />);
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<PagedTable {...base} rows={rows} error={<p role="alert">Failed to load things</p>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load things');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws a captioned table with column headers and labelled cells', () => {
    render(<PagedTable {...base} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table).toHaveClass('table', 'things-table');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Amount', 'Actions']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    expect(screen.getByRole('cell', { name: '₹4,000.00' })).toHaveAttribute('data-label', 'Amount');
    expect(screen.getByRole('cell', { name: '₹4,000.00' })).toHaveClass('num');
    expect(screen.getByRole('cell', { name: 'Open Laptop' })).not.toHaveAttribute('data-label');
  });

  it('asks for the page the buyer picks and shows the summary', async () => {
    const onChange = jest.fn();
    render(<PagedTable {...base} rows={rows} summary="Showing 2 of 7 things" page={{ current: 1, last: 4, onChange, label: 'Thing pages' }} />);
    expect(screen.getByText('Showing 2 of 7 things')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(nav).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
