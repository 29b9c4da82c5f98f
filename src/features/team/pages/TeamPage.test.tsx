import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CompanyUser } from '@contracts/companyUsers';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import TeamPage from './TeamPage';

const user = (over: Partial<CompanyUser>): CompanyUser => ({
  id: 'u-admin',
  email: 'owner@acme.example',
  name: 'Asha Rao',
  role: 'admin',
  status: 'active',
  order_limit: null,
  monthly_limit: null,
  created_at: '2026-11-01T10:00:00.000Z',
  last_sign_in_at: '2026-11-25T05:00:00.000Z',
  invitation_expires_at: null,
  is_you: true,
  ...over,
});

/** A small Team server: the list, and the calls the page makes (recorded). */
function teamServer(initial: CompanyUser[]) {
  let users = [...initial];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined);
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown> | undefined;
  };
  server.use(
    http.get('*/api/company-users', () => HttpResponse.json({ status: true, data: { users } })),
    http.post('*/api/company-users', async ({ request }) => {
      const body = (await record(request)) ?? {};
      if (body.email === 'taken@acme.example') {
        return HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['This email is already used by a user of this or another company.'] } }, { status: 422 });
      }
      const added = user({ id: 'u-new', email: String(body.email), name: String(body.name), role: body.role as CompanyUser['role'], status: 'invited', is_you: false, last_sign_in_at: null, invitation_expires_at: '2099-01-01T00:00:00.000Z' });
      users = [...users, added];
      return HttpResponse.json({ status: true, message: 'Invitation sent.', data: added });
    }),
    http.patch('*/api/company-users/:id', async ({ request, params }) => {
      const body = (await record(request)) ?? {};
      if (params.id === 'u-admin' && body.role && body.role !== 'admin') {
        return HttpResponse.json({ message: 'The given data was invalid.', errors: { role: ['Your company needs at least one active admin. Make another user an admin first.'] } }, { status: 422 });
      }
      users = users.map((u) => (u.id === params.id ? { ...u, ...(body.role ? { role: body.role as CompanyUser['role'] } : {}) } : u));
      return HttpResponse.json({ status: true, message: 'User saved.', data: users.find((u) => u.id === params.id) });
    }),
    http.post('*/api/company-users/:id/disable', async ({ request, params }) => {
      await record(request);
      users = users.map((u) => (u.id === params.id ? { ...u, status: 'disabled' } : u));
      return HttpResponse.json({ status: true, message: 'User disabled.', data: users.find((u) => u.id === params.id) });
    }),
    http.post('*/api/company-users/:id/resend-invitation', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ status: true, message: 'Invitation sent again.', data: users.find((u) => u.id === params.id) });
    }),
  );
  return calls;
}

/** The machine may be busy: answers of the mocked server get a few seconds. */
const slow = { timeout: 5000 };

const renderTeam = () =>
  renderWithProviders(
    <>
      <TeamPage />
      <Toasts />
    </>,
    { route: '/my-account/team', path: '/my-account/team', preloadedState: signedInAs(approvedCustomer) },
  );

describe('TeamPage', () => {
  const buyer = user({ id: 'u-buyer', email: 'ravi@acme.example', name: 'Ravi Kumar', role: 'buyer', is_you: false, order_limit: 50000, monthly_limit: 200000 });
  const invited = user({ id: 'u-inv', email: 'meera@acme.example', name: 'Meera', role: 'viewer', status: 'invited', is_you: false, last_sign_in_at: null, invitation_expires_at: '2099-01-01T00:00:00.000Z' });

  it('lists the users with role, limits and status, and the pending invitations apart; the menu offers Team to the admin', async () => {
    teamServer([user({}), buyer, invited]);
    renderTeam();
    const table = await screen.findByRole('table', { name: 'Users of your company' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('(you)')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('combobox', { name: 'Role of Ravi Kumar' })).toHaveValue('buyer');
    expect(rows[1]).toHaveTextContent('Order: ₹50,000.00');
    expect(rows[1]).toHaveTextContent('Month: ₹2,00,000.00');
    expect(rows[0]).toHaveTextContent('Order: No limit');
    const invites = within(screen.getByRole('region', { name: 'Pending invitations' }));
    expect(invites.getByText('meera@acme.example')).toBeInTheDocument();
    expect(invites.getByRole('button', { name: 'Resend invitation to meera@acme.example' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'My account' }));
    expect(await menu.findByRole('link', { name: 'Team' })).toHaveAttribute('href', '/my-account/team');
  });

  it('invites a user: checks the form, shows the server\'s field error, then sends and lists the invitation', async () => {
    const calls = teamServer([user({})]);
    const { user: u } = renderTeam();
    await screen.findByRole('table', { name: 'Users of your company' });
    await u.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Role is required')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveFocus());

    // Pasted in one go: after a failed submit the form moves focus to the first invalid field as errors change.
    const fill = async (name: RegExp, value: string) => {
      const box = within(dialog).getByRole('textbox', { name });
      await u.clear(box);
      if (value) await u.paste(value);
    };
    await fill(/Email/, 'taken@acme.example');
    await fill(/Name/, '<b>Meera</b>');
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Names cannot contain < or >.')).toBeInTheDocument();
    await fill(/Name/, 'Meera Shah');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'buyer');
    await fill(/Order limit/, '12.345');
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter an amount in rupees, such as 50000, 50,000 or 1,00,000.50, or leave it empty for no limit.')).toBeInTheDocument();
    await fill(/Order limit/, '₹ 10,00,00,001');
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('A limit can be at most ₹10,00,00,000.00.')).toBeInTheDocument();
    // Indian grouping is taken as typed; the server reads it as 25000.
    await fill(/Order limit/, '25,000');
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This email is already used by a user of this or another company.', {}, slow)).toBeInTheDocument();

    await fill(/Email/, 'meera@acme.example');
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to meera@acme.example.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/company-users', body: { email: 'meera@acme.example', name: 'Meera Shah', role: 'buyer', order_limit: '25,000', monthly_limit: '' } });
    expect(await within(screen.getByRole('region', { name: 'Pending invitations' })).findByText('meera@acme.example', {}, slow)).toBeInTheDocument();
  });

  it("changes a role in place, shows the server's last-admin refusal, and disables a user after asking", async () => {
    const calls = teamServer([user({}), buyer]);
    const { user: u } = renderTeam();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ravi Kumar' }), 'approver');
    expect(await screen.findByText('Ravi Kumar is now Approver.', {}, slow)).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'PATCH', path: '/api/company-users/u-buyer', body: { role: 'approver' } });

    await u.selectOptions(screen.getByRole('combobox', { name: 'Role of Asha Rao' }), 'viewer');
    expect(await screen.findByText('Your company needs at least one active admin. Make another user an admin first.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Asha Rao' })).toHaveValue('admin');

    await u.click(screen.getByRole('button', { name: 'Disable Ravi Kumar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable Ravi Kumar?' });
    await u.click(within(confirm).getByRole('button', { name: 'Disable user' }));
    expect(await screen.findByText('Ravi Kumar is disabled and signed out.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable Ravi Kumar' }, slow)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/company-users/u-buyer/disable', body: undefined });
  });

  it("shows the server's refusal to a user who is not the company's admin", async () => {
    server.use(
      http.get('*/api/company-users', () =>
        HttpResponse.json({ status: false, message: "Your role (Buyer) does not allow this. It needs one of: Admin. Ask your company's admin." }, { status: 403 }),
      ),
    );
    renderTeam();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role (Buyer) does not allow this.');
  });
});
