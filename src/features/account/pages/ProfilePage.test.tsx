// My Profile, for every role: the user's own name and mobile, password and mail choices.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyProfile } from '@contracts/companyUsers';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import ProfilePage from './ProfilePage';

const ALL_ON = { order_updates: true, approval_requests: true, quotation_answers: true, dues_reminders: true };
const me = (over: Partial<MyProfile> = {}): MyProfile => ({
  id: 'u1',
  email: 'meera@example.com',
  name: 'Meera Iyer',
  phone: null,
  role: 'buyer',
  is_primary: false,
  mail_choices: ALL_ON,
  copy_company_mails: false,
  ...over,
});

/** Serves the profile and records what each PUT sent. */
function serve(start: MyProfile) {
  let current = start;
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/company-users/me/profile', () => HttpResponse.json({ status: true, data: current })),
    http.get('*/api/company-users/me', () => HttpResponse.json({ status: true, data: { ...current, order_limit: null, monthly_limit: null } })),
    http.put('*/api/company-users/me/profile', async ({ request }) => {
      const body = (await request.json()) as { name: string; phone: string };
      sent.push({ url: 'profile', body });
      current = { ...current, name: body.name, phone: body.phone || null };
      return HttpResponse.json({ status: true, message: 'Profile saved.', data: current });
    }),
    http.put('*/api/company-users/me/password', async ({ request }) => {
      const body = (await request.json()) as { current_password: string };
      sent.push({ url: 'password', body });
      if (body.current_password !== 'Secret@123') return HttpResponse.json({ message: 'The given data was invalid.', errors: { current_password: ['Current password is incorrect.'] } }, { status: 422 });
      return HttpResponse.json({ status: true, message: 'Password changed.' });
    }),
    http.put('*/api/company-users/me/mail-choices', async ({ request }) => {
      const body = (await request.json()) as { mail_choices: MyProfile['mail_choices']; copy_company_mails?: boolean };
      sent.push({ url: 'mails', body });
      current = { ...current, mail_choices: body.mail_choices, copy_company_mails: body.copy_company_mails ?? current.copy_company_mails };
      return HttpResponse.json({ status: true, message: 'Mail choices saved.', data: current });
    }),
  );
  return sent;
}

/** Renders the page and waits for the profile to load. */
async function renderProfile() {
  const rendered = renderWithProviders(
    <>
      <ProfilePage />
      <Toasts />
    </>,
    { route: '/my-account/profile', path: '/my-account/profile', preloadedState: signedInAs(approvedCustomer) },
  );
  await screen.findByRole('region', { name: 'My details' });
  return rendered;
}

const details = () => within(screen.getByRole('region', { name: 'My details' }));
const password = () => within(screen.getByRole('region', { name: 'My password' }));
const mails = () => within(screen.getByRole('region', { name: 'Mails I receive' }));

describe('ProfilePage', () => {
  it('a Buyer saves their name and a pasted +91 mobile as ten digits, with a saved toast', async () => {
    const sent = serve(me());
    const { user } = await renderProfile();
    const name = await details().findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Meera Iyer');
    await user.clear(name);
    await user.type(name, 'Meera R. Iyer');
    await user.click(details().getByRole('textbox', { name: /^Mobile/ }));
    await user.paste('+91 98765 43210');
    await user.click(details().getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'profile', body: { name: 'Meera R. Iyer', phone: '9876543210' } }]);
    expect(details().getByText(/It cannot be changed here/)).toBeInTheDocument();
  });

  it('shows errors inline and sends nothing for an empty name or a short mobile', async () => {
    const sent = serve(me());
    const { user } = await renderProfile();
    await user.clear(await details().findByRole('textbox', { name: /^Name/ }));
    await user.type(details().getByRole('textbox', { name: /^Mobile/ }), '12345');
    await user.click(details().getByRole('button', { name: 'Save details' }));
    expect(await details().findByText('Name is required')).toBeInTheDocument();
    expect(details().getByText('Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("changes the password on the user's own credentials; a wrong current one shows on its field", async () => {
    const sent = serve(me());
    const { user } = await renderProfile();
    await user.type(await password().findByLabelText(/^Current Password/), 'wrong-one1');
    await user.type(password().getByLabelText(/^New Password/), 'Fresh@2345');
    await user.type(password().getByLabelText(/^Confirm New Password/), 'Fresh@2345');
    await user.click(password().getByRole('button', { name: 'Change password' }));
    expect(await password().findByText('Current password is incorrect.')).toBeInTheDocument();
    await user.clear(password().getByLabelText(/^Current Password/));
    await user.type(password().getByLabelText(/^Current Password/), 'Secret@123');
    await user.click(password().getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    expect(sent.map((s) => s.url)).toEqual(['password', 'password']);
    await waitFor(() => expect(password().getByLabelText(/^Current Password/)).toHaveValue(''));
  });

  it('a Buyer chooses their mails (no approval requests, no company copies) and reads what is always sent', async () => {
    const sent = serve(me());
    const { user } = await renderProfile();
    const quotes = await mails().findByRole('checkbox', { name: /Answers to my quotations/ });
    expect(mails().queryByRole('checkbox', { name: /Orders waiting for my approval/ })).not.toBeInTheDocument();
    expect(mails().queryByRole('checkbox', { name: /Copy me on my users' mails/ })).not.toBeInTheDocument();
    expect(mails().getByText(/Always sent, whatever you choose: password reset links/)).toBeInTheDocument();
    await user.click(quotes);
    await user.click(mails().getByRole('button', { name: 'Save mail choices' }));
    expect(await screen.findByText('Mail choices saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'mails', body: { mail_choices: { ...ALL_ON, quotation_answers: false } } }]);
  });

  it("an Admin also chooses the copies of their users' mails, here rather than on Account Setting", async () => {
    const sent = serve(me({ role: 'admin', is_primary: true, copy_company_mails: true }));
    const { user } = await renderProfile();
    const copy = await mails().findByRole('checkbox', { name: /Copy me on my users' mails/ });
    expect(copy).toBeChecked();
    expect(mails().getByRole('checkbox', { name: /Orders waiting for my approval/ })).toBeChecked();
    await user.click(copy);
    await user.click(mails().getByRole('button', { name: 'Save mail choices' }));
    expect(await screen.findByText('Mail choices saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'mails', body: { mail_choices: ALL_ON, copy_company_mails: false } }]);
    expect(details().getByRole('link', { name: 'Account Setting' })).toHaveAttribute('href', '/setting');
  });
});
