import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addressId, addressPage, makeBillingAddress, makeShippingAddress } from '@/test/handlers/account';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import BillingAddressPage from '../pages/BillingAddressPage';
import ShippingAddressPage from '../pages/ShippingAddressPage';

function renderBook(page: 'billing' | 'shipping', route = page === 'billing' ? '/address' : '/shipping-address') {
  const Page = page === 'billing' ? BillingAddressPage : ShippingAddressPage;
  return renderWithProviders(
    <>
      <Page />
      <Toasts />
    </>,
    { route, path: route.split('?')[0], preloadedState: signedInAs(approvedCustomer) },
  );
}

const serials = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

const dialog = () => within(screen.getByRole('dialog'));

describe('address books', () => {
  it('pages the billing book with serial numbers that continue on page 2', async () => {
    const { user, router } = renderBook('billing');
    expect(await screen.findByText('Showing 10 of 12 addresses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing Addresses' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['SR No.', 'Address', 'Actions']);
    expect(serials()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(within(screen.getAllByRole('row')[1]).getByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 2 of 12 addresses')).toBeInTheDocument();
    expect(serials()).toEqual(['11', '12']);
    expect(screen.getByText('11 MG Road')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: '1' }));
    expect(await screen.findByText('Showing 10 of 12 addresses')).toBeInTheDocument();
  });

  it("opens 'New Billing Address' with Add Address and Cancel on the billing page, and validates only line 1", async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/billing-address-store', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: true, message: 'Address added successfully' });
      }),
    );
    const { user } = renderBook('billing');
    await screen.findByText('Showing 10 of 12 addresses');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByRole('dialog', { name: 'New Billing Address' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Add Address' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog().getByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked();

    await user.clear(dialog().getByRole('textbox', { name: 'Country' }));
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));
    expect(await dialog().findByText('Address line 1 is required')).toBeInTheDocument();
    expect(dialog().queryByText('City is required')).toBeNull();
    expect(dialog().queryByText('Country is required')).toBeNull();

    await user.type(dialog().getByRole('textbox', { name: 'Address Line 1' }), 'x'.repeat(31));
    expect(await dialog().findByText('Maximum length of characters reached.')).toBeInTheDocument();
    await user.clear(dialog().getByRole('textbox', { name: 'Address Line 1' }));
    await user.type(dialog().getByRole('textbox', { name: 'Address Line 1' }), '5 Residency Road');
    // Digits only (a leading + kept for +91); a landline is no mobile number.
    await user.type(dialog().getByRole('textbox', { name: 'Phone' }), '044-2222 3333');
    expect(dialog().getByRole('textbox', { name: 'Phone' })).toHaveValue('04422223333');
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));
    expect(await dialog().findByText('Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.clear(dialog().getByRole('textbox', { name: 'Phone' }));
    // A pasted number with +91 and spaces is kept whole, as its ten digits.
    await user.click(dialog().getByRole('textbox', { name: 'Phone' }));
    await user.paste('+91 98200 12345');
    expect(dialog().getByRole('textbox', { name: 'Phone' })).toHaveValue('9820012345');
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));

    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toMatchObject({ b_address_line1: '5 Residency Road', b_phone: '9820012345', b_city: '', is_default: 'n' });
  });

  it("uses Close on the shipping page and requires line 1, city, state, country, pincode and phone", async () => {
    const { user } = renderBook('shipping');
    expect(await screen.findByText('Showing 3 of 3 addresses')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByRole('dialog', { name: 'New Shipping Address' })).toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.clear(dialog().getByRole('textbox', { name: 'Country' }));
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));
    for (const message of ['Address line 1 is required', 'City is required', 'State is required', 'Country is required', 'Pincode is required', 'Phone number is required']) {
      expect(await dialog().findByText(message)).toBeInTheDocument();
    }
    await user.click(dialog().getByRole('textbox', { name: 'Phone' }));
    await user.paste('+91-98765-43210');
    expect(dialog().getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    await waitFor(() => expect(dialog().queryByText('Phone number is required')).toBeNull());
    expect(dialog().queryByText('Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).')).toBeNull();
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fills the form to edit, updates, and opens empty with default n afterwards', async () => {
    let sent: { url: string; body: unknown } | undefined;
    server.use(
      http.post('*/api/shipping-address-update/:id', async ({ request }) => {
        sent = { url: new URL(request.url).pathname, body: await request.json() };
        return HttpResponse.json({ status: true, message: 'Address updated successfully' });
      }),
    );
    const { user } = renderBook('shipping');
    await screen.findByText('Showing 3 of 3 addresses');
    await user.click(screen.getByRole('button', { name: 'Edit address 1' }));
    expect(screen.getByRole('dialog', { name: 'Edit Shipping Address' })).toBeInTheDocument();
    expect(dialog().getByRole('textbox', { name: 'Address Line 1' })).toHaveValue('1 Park Street');
    expect(dialog().getByRole('textbox', { name: 'City' })).toHaveValue('Kolkata');
    expect(dialog().getByRole('textbox', { name: 'Pincode' })).toHaveValue('700016');
    expect(dialog().getByRole('checkbox', { name: 'Use as my default address' })).toBeChecked();
    await user.clear(dialog().getByRole('textbox', { name: 'City' }));
    await user.type(dialog().getByRole('textbox', { name: 'City' }), 'Howrah');
    await user.click(dialog().getByRole('button', { name: 'Update Address' }));

    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      url: `/api/shipping-address-update/${addressId('s', 1)}`,
      body: {
        s_address_line1: '1 Park Street',
        s_address_line2: '',
        s_city: 'Howrah',
        s_state: 'West Bengal',
        s_country: 'India',
        s_pincode: '700016',
        s_phone: '9123456780',
        is_default: 'y',
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(dialog().getByRole('textbox', { name: 'Address Line 1' })).toHaveValue('');
    expect(dialog().getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(dialog().getByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked();
  });

  it("titles the billing book's edit dialog 'Edit Billing Address'", async () => {
    const { user } = renderBook('billing');
    await screen.findByText('Showing 10 of 12 addresses');
    await user.click(screen.getByRole('button', { name: 'Edit address 1' }));
    expect(screen.getByRole('dialog', { name: 'Edit Billing Address' })).toBeInTheDocument();
  });

  it("maps server field errors into the dialog and says 'Error saving address'", async () => {
    server.use(
      http.post('*/api/shipping-address-store', () =>
        HttpResponse.json({ status: false, message: 'Invalid', errors: { s_pincode: ['Pincode must be 6 digits'] } }, { status: 422 }),
      ),
    );
    const { user } = renderBook('shipping');
    await screen.findByText('Showing 3 of 3 addresses');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(dialog().getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Select a state');
    await user.selectOptions(dialog().getByRole('combobox', { name: 'State' }), 'West Bengal');
    for (const [name, value] of [
      ['Address Line 1', '7 Camac Street'],
      ['City', 'Kolkata'],
      ['Pincode', '700017'],
      ['Phone', '9000000000'],
    ]) {
      await user.type(dialog().getByRole('textbox', { name }), value);
    }
    await user.click(dialog().getByRole('button', { name: 'Add Address' }));
    expect(await dialog().findByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(await screen.findByText('Error saving address')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before deleting and deletes only when confirmed', async () => {
    const deleted: string[] = [];
    server.use(
      http.get('*/api/billing-address-delete/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ status: true, message: 'Address deleted successfully' });
      }),
    );
    const native = jest.spyOn(window, 'confirm');
    const { user } = renderBook('billing');
    await screen.findByText('Showing 10 of 12 addresses');

    // The store's own dialog asks, never the browser's confirm().
    await user.click(screen.getByRole('button', { name: 'Delete address 3' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete address 3?' });
    expect(ask).toHaveTextContent('Are you sure you want to delete this address?');
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete address 3' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([addressId('b', 3)]);
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });

  it("says 'Error deleting address' when the server refuses", async () => {
    server.use(http.get('*/api/billing-address-delete/:id', () => HttpResponse.json({ status: false, message: 'Not found' }, { status: 404 })));
    const { user } = renderBook('billing');
    await screen.findByText('Showing 10 of 12 addresses');
    await user.click(screen.getByRole('button', { name: 'Delete address 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting address')).toBeInTheDocument();
  });

  it('makes an address the default with the whole address and is_default y', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/billing-address-update/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: true, message: 'Address updated successfully' });
      }),
    );
    const { user } = renderBook('billing');
    await screen.findByText('Showing 10 of 12 addresses');
    await user.click(screen.getByRole('button', { name: 'Make address 4 the default' }));
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({ b_address_line1: '4 MG Road', b_city: 'Pune', is_default: 'y' });
  });

  it("says 'Error fetching address list' when the list cannot be loaded", async () => {
    server.use(http.get('*/api/billing-address-list', () => HttpResponse.json({ status: false, message: 'Server error' }, { status: 500 })));
    renderBook('billing');
    expect(await screen.findAllByText('Error fetching address list')).not.toHaveLength(0);
  });

  it('offers to add the first address when the book is empty', async () => {
    server.use(
      http.get('*/api/shipping-address-list', () =>
        HttpResponse.json({ status: true, shipping_addresses: addressPage((id) => makeShippingAddress(id), 1, 0) }),
      ),
    );
    renderBook('shipping');
    expect(await screen.findByRole('heading', { name: 'No addresses yet' })).toBeInTheDocument();
  });

  it('goes back a page when the page asked for no longer exists', async () => {
    server.use(
      http.get('*/api/billing-address-list', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ status: true, billing_addresses: addressPage((id) => makeBillingAddress(id), Math.min(page, 1), 10) });
      }),
    );
    const { router } = renderBook('billing', '/address?page=2');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
  it('keeps keyboard focus inside the open dialog, closes it on Escape and returns focus to the button that opened it', async () => {
    const { user } = renderBook('shipping');
    await screen.findByText('Showing 3 of 3 addresses');
    const opener = screen.getByRole('button', { name: 'Add Address' });
    await user.click(opener);
    expect(dialog().getByLabelText(/Address Line 1/)).toHaveFocus();
    // Shift+Tab from the first field goes round to the dialog's last control, never the page behind.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
