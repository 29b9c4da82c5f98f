// Changing a staff member's role asks first, saying what changes; only a confirmed change is sent.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import type { StaffMember } from '@contracts/staff';
import { server } from '@/test/server';
import { signedInStore } from '../testSupport';
import { StaffPage } from './StaffPage';

const AT = '2026-11-01T10:00:00.000Z';
// The contract's role union (built from a mapped list) reads as never to TypeScript: the answer's shape, asserted.
const member = (id: number, name: string, role: string) => ({ id, email: `${name.toLowerCase()}@example.com`, name, role, active: true, created_at: AT, last_sign_in_at: null }) as unknown as StaffMember;
const ME = member(1, 'Asha', 'admin');
const RAVI = member(2, 'Ravi', 'sales');

it('asks before changing a role, says what changes, and sends only a confirmed change', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/admin/staff', () => HttpResponse.json({ status: true, staff: [ME, RAVI] })),
    http.post('*/api/admin/staff/2/role', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ status: true, message: 'Role changed.', staff: { ...RAVI, role: 'finance' } });
    }),
  );
  const user = userEvent.setup();
  render(
    <Provider store={signedInStore(ME)}>
      <StaffPage />
    </Provider>,
  );
  const select = await screen.findByLabelText('Role of Ravi');
  await user.selectOptions(select, 'finance');
  const dialog = await screen.findByRole('alertdialog', { name: 'Make Ravi Finance?' });
  expect(dialog).toHaveTextContent('From Sales (accounts, quotations, order approval and inquiries) to Finance (credit, payments, refunds and the figures).');
  expect(dialog).toHaveTextContent('Ravi is signed out at once');
  expect(screen.getByRole('button', { name: 'Keep Sales' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Keep Sales' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(select).toHaveValue('sales');
  expect(sent).toEqual([]);

  await user.selectOptions(select, 'finance');
  await user.click(await screen.findByRole('button', { name: 'Make Finance' }));
  await waitFor(() => expect(sent).toEqual([{ role: 'finance' }]));
});

it('asks in a dialog before deactivating a member and sends only a confirmed deactivation', async () => {
  let sent = 0;
  server.use(
    http.get('*/api/admin/staff', () => HttpResponse.json({ status: true, staff: [ME, RAVI] })),
    http.post('*/api/admin/staff/2/deactivate', () => {
      sent += 1;
      return HttpResponse.json({ status: true, message: 'Staff member deactivated', staff: { ...RAVI, active: false } });
    }),
  );
  const user = userEvent.setup();
  render(
    <Provider store={signedInStore(ME)}>
      <StaffPage />
    </Provider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ravi?' });
  expect(dialog).toHaveTextContent('can no longer sign in');
  expect(screen.getByRole('button', { name: 'Keep them active' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(sent).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(sent).toBe(1));
});
