import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import SettingPage from './SettingPage';

function renderSetting() {
  return renderWithProviders(
    <>
      <SettingPage />
      <Toasts />
    </>,
    { route: '/setting', path: '/setting', preloadedState: signedInAs(approvedCustomer) },
  );
}

const profile = () => within(screen.getByRole('region', { name: 'Profile' }));
const password = () => within(screen.getByRole('region', { name: 'Change Password' }));

describe('SettingPage', () => {
  it("sits in the account layout with the side menu of spec 2 (and my profile, the wallet history, quick order, shopping lists, team, approvals, credit and purchase register)", async () => {
    renderSetting();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Setting' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'My account' }));
    // Team shows once the server says the signed-in user is the company's admin.
    await menu.findByRole('link', { name: 'Team' });
    expect(menu.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/myorder', '/setting', '/my-account/profile', '/shipping-address', '/address', '/quotationlist', '/WalletHistory', '/quick-order', '/my-account/shopping-lists', '/my-account/team', '/my-account/approvals', '/my-account/credit', '/my-account/purchase-register']);
    expect(menu.getByRole('link', { name: 'Account Setting' })).toHaveClass('active');
    expect(menu.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(profile().getByRole('textbox', { name: 'Company Name' })).toHaveValue(approvedCustomer.company_name));
  });

  describe('profile', () => {
    it('requires name, email and phone with the spec messages', async () => {
      const { user } = renderSetting();
      await user.clear(profile().getByRole('textbox', { name: 'Company Name' }));
      await user.clear(profile().getByRole('textbox', { name: 'Email' }));
      await user.clear(profile().getByRole('textbox', { name: 'Phone Number' }));
      await user.click(profile().getByRole('button', { name: 'Update Profile' }));
      expect(await profile().findByText('Name is required')).toBeInTheDocument();
      expect(profile().getByText('Email is required')).toBeInTheDocument();
      expect(profile().getByText('Phone number is required')).toBeInTheDocument();
    });

    it('refuses a file that is not an image, or larger than 2 MB, before sending anything', async () => {
      const { user } = renderSetting();
      const input = profile().getByLabelText('Profile Image');
      await user.upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
      // The accept attribute filters the picker; a dropped or forced file is still checked.
      expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
      const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
      await user.upload(input, big);
      expect(await profile().findByText('The image may not be greater than 2 MB.')).toBeInTheDocument();
    });

    it('sends multipart form data and stores the updated customer', async () => {
      let sent: FormData | undefined;
      server.use(
        http.post('*/api/customer-profile-update', async ({ request }) => {
          sent = await request.formData();
          return HttpResponse.json({
            status: true,
            message: 'Profile updated successfully',
            customer: { ...approvedCustomer, company_name: 'Demo Traders LLP', image: 'avatars/7.png' },
          });
        }),
      );
      const { user, store } = renderSetting();
      const name = profile().getByRole('textbox', { name: 'Company Name' });
      await waitFor(() => expect(name).toHaveValue(approvedCustomer.company_name));
      await user.clear(name);
      await user.type(name, 'Demo Traders LLP');
      await user.upload(profile().getByLabelText('Profile Image'), new File(['png'], 'logo.png', { type: 'image/png' }));
      await user.click(profile().getByRole('button', { name: 'Update Profile' }));
      expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
      expect(sent?.get('company_name')).toBe('Demo Traders LLP');
      expect(sent?.get('email')).toBe(approvedCustomer.email);
      // The email stays, so no password is asked for or sent.
      expect(sent?.has('current_password')).toBe(false);
      // jsdom's File is not Node's Blob, so under Jest the part arrives as text; a browser sends the file.
      expect(sent?.has('image')).toBe(true);
      expect(store.getState().auth.customer).toMatchObject({ company_name: 'Demo Traders LLP', image: 'avatars/7.png' });
    });

    it('asks for the current password only when the email changes, and sends it', async () => {
      let sent: FormData | undefined;
      server.use(
        http.post('*/api/customer-profile-update', async ({ request }) => {
          sent = await request.formData();
          return HttpResponse.json({
            status: true,
            message: 'Profile updated successfully',
            customer: { ...approvedCustomer, email: 'buyer@newmail.example' },
          });
        }),
      );
      const { user, store } = renderSetting();
      const email = profile().getByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(email).toHaveValue(approvedCustomer.email));
      expect(profile().queryByLabelText(/^Current Password/)).not.toBeInTheDocument();

      // The same address in other letters is no change.
      await user.clear(email);
      await user.type(email, approvedCustomer.email.toUpperCase());
      expect(profile().queryByLabelText(/^Current Password/)).not.toBeInTheDocument();

      await user.clear(email);
      await user.type(email, 'buyer@newmail.example');
      const current = profile().getByLabelText(/^Current Password/);
      expect(current).toHaveAttribute('type', 'password');
      expect(current).toHaveAttribute('autocomplete', 'current-password');
      await user.click(profile().getByRole('button', { name: 'Update Profile' }));
      expect(await profile().findByText('Current password is required')).toBeInTheDocument();
      expect(sent).toBeUndefined();

      await user.type(current, 'Demo@12345');
      await user.click(profile().getByRole('button', { name: 'Update Profile' }));
      expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
      expect(sent?.get('email')).toBe('buyer@newmail.example');
      expect(sent?.get('current_password')).toBe('Demo@12345');
      expect(store.getState().auth.customer).toMatchObject({ email: 'buyer@newmail.example' });
      // Signed in with the new address now: the field goes away again.
      await waitFor(() => expect(profile().queryByLabelText(/^Current Password/)).not.toBeInTheDocument());
    });

    it("shows the server's 'The current password is incorrect.' on the field", async () => {
      server.use(
        http.post('*/api/customer-profile-update', () =>
          HttpResponse.json(
            { status: false, message: 'The given data was invalid.', errors: { current_password: ['The current password is incorrect.'] } },
            { status: 422 },
          ),
        ),
      );
      const { user } = renderSetting();
      const email = profile().getByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(email).toHaveValue(approvedCustomer.email));
      await user.clear(email);
      await user.type(email, 'buyer@newmail.example');
      await user.type(profile().getByLabelText(/^Current Password/), 'wrong-one');
      await user.click(profile().getByRole('button', { name: 'Update Profile' }));
      expect(await profile().findByText('The current password is incorrect.')).toBeInTheDocument();
      expect(profile().getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    });

    it('shows server field errors on their fields', async () => {
      server.use(
        http.post('*/api/customer-profile-update', () =>
          HttpResponse.json({ status: false, message: 'Invalid', errors: { email: ['This email is already in use.'] } }, { status: 422 }),
        ),
      );
      const { user } = renderSetting();
      await user.click(profile().getByRole('button', { name: 'Update Profile' }));
      expect(await profile().findByText('This email is already in use.')).toBeInTheDocument();
    });
  });

  describe('change password', () => {
    it('gives all four spec messages', async () => {
      const { user } = renderSetting();
      await user.click(password().getByRole('button', { name: 'Change Password' }));
      expect(await password().findByText('Current password is required')).toBeInTheDocument();
      expect(password().getByText('New password is required')).toBeInTheDocument();

      await user.type(password().getByLabelText(/^New Password/), 'short');
      await user.type(password().getByLabelText(/^Confirm New Password/), 'other');
      await user.click(password().getByRole('button', { name: 'Change Password' }));
      expect(await password().findByText('New password must be at least 8 characters')).toBeInTheDocument();
      expect(password().getByText('Passwords do not match')).toBeInTheDocument();
    });

    it("shows the server's 'Current password is incorrect.' on the current password", async () => {
      server.use(
        http.post('*/api/customer-changepassword', () =>
          HttpResponse.json({ status: false, message: 'Invalid', errors: { current_password: ['Current password is incorrect.'] } }, { status: 422 }),
        ),
      );
      const { user } = renderSetting();
      await user.type(password().getByLabelText(/^Current Password/), 'wrong-one');
      await user.type(password().getByLabelText(/^New Password/), 'new-secret-1');
      await user.type(password().getByLabelText(/^Confirm New Password/), 'new-secret-1');
      await user.click(password().getByRole('button', { name: 'Change Password' }));
      expect(await password().findByText('Current password is incorrect.')).toBeInTheDocument();
      expect(password().getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    });

    it('sends the three fields, confirms and clears the form', async () => {
      let sent: unknown;
      server.use(
        http.post('*/api/customer-changepassword', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ status: true, message: 'Password changed successfully' });
        }),
      );
      const { user } = renderSetting();
      await user.type(password().getByLabelText(/^Current Password/), 'old-secret-1');
      await user.type(password().getByLabelText(/^New Password/), 'new-secret-1');
      await user.type(password().getByLabelText(/^Confirm New Password/), 'new-secret-1');
      await user.click(password().getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
      expect(sent).toEqual({ current_password: 'old-secret-1', new_password: 'new-secret-1', confirm_password: 'new-secret-1' });
      expect(password().getByLabelText(/^Current Password/)).toHaveValue('');
      expect(password().getByLabelText(/^New Password/)).toHaveValue('');
    });
  });
  describe('role-aware', () => {
    const asRole = (role: string) =>
      server.use(
        http.get('*/api/company-users/me', () =>
          HttpResponse.json({ status: true, data: { id: 'me', email: approvedCustomer.email, name: 'Asha', role, order_limit: null, monthly_limit: null, copy_company_mails: false } }),
        ),
      );

    it.each(['buyer', 'approver', 'viewer'])('a %s sees the company profile read only, says whose it is, and keeps their own password change', async (role) => {
      asRole(role);
      renderSetting();
      expect(await profile().findByText("Only your company's Admin can change the company profile.")).toBeInTheDocument();
      expect(profile().getByRole('textbox', { name: 'Company Name' })).toBeDisabled();
      expect(profile().queryByRole('button', { name: 'Update Profile' })).not.toBeInTheDocument();
      expect(profile().queryByText('Choose image')).not.toBeInTheDocument();
      expect(password().getByRole('button', { name: 'Change Password' })).toBeEnabled();
      const menu = within(screen.getByRole('navigation', { name: 'My account' }));
      expect(menu.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
      expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-account/profile');
      expect(menu.queryByRole('link', { name: 'Quick Order' }) !== null).toBe(role !== 'viewer');
    });

    it('an Admin changes it', async () => {
      renderSetting();
      await waitFor(() => expect(profile().getByRole('textbox', { name: 'Company Name' })).toBeEnabled());
      expect(profile().getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
      expect(screen.queryByText("Only your company's Admin can change the company profile.")).not.toBeInTheDocument();
    });
  });
});
