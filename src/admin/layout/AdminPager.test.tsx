// The back office's one pager: where the list is, one step at a time, nothing on an empty list.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPager } from './AdminPager';

test('names the page, the total and the thing, and steps one page each way', async () => {
  const onPage = jest.fn();
  const user = userEvent.setup();
  render(<AdminPager page={2} lastPage={3} total={45} noun="order" label="Order pages" onPage={onPage} />);
  const nav = screen.getByRole('navigation', { name: 'Order pages' });
  expect(nav).toHaveTextContent('Page 2 of 3 · 45 orders');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPage.mock.calls).toEqual([[3], [1]]);
});

test('cannot step past either end', () => {
  const { rerender } = render(<AdminPager page={1} lastPage={2} total={30} noun="change" label="Audit log pages" onPage={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  rerender(<AdminPager page={2} lastPage={2} total={30} noun="change" label="Audit log pages" onPage={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('one page: the count in the singular, no buttons; nothing to list: no pager', () => {
  const { rerender } = render(<AdminPager page={1} lastPage={1} total={1} noun="inquiry" plural="inquiries" label="Inquiry pages" onPage={jest.fn()} />);
  expect(screen.getByRole('navigation', { name: 'Inquiry pages' })).toHaveTextContent('Page 1 of 1 · 1 inquiry');
  expect(screen.queryByRole('button')).toBeNull();
  rerender(<AdminPager page={1} lastPage={1} total={0} noun="inquiry" plural="inquiries" label="Inquiry pages" onPage={jest.fn()} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
