import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import SignUpPage from './SignUpPage';

type User = ReturnType<typeof renderWithProviders>['user'];

const group = (name: string) => screen.getByRole('group', { name });
const box = (name: string, inGroup?: string) => (inGroup ? within(group(inGroup)) : screen).getByRole('textbox', { name });

/** Pasting keeps the long form quick to fill (one change per field instead of one per key). */
async function fill(user: User, el: HTMLElement, value: string) {
  await user.click(el);
  await user.paste(value);
}

async function fillValidForm(user: User) {
  await fill(user, box('Company Name'), 'Acme Infotech Pvt Ltd');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of Company' }), 'Private Limited');
  await user.selectOptions(screen.getByRole('combobox', { name: 'No. of Employees' }), '101-500');
  await fill(user, box('GST Number'), '27aapfu0939f1zv');
  await fill(user, box('PAN Number'), 'AAPFU0939F');
  await fill(user, box('First Name'), 'Ravi');
  await fill(user, box('Last Name'), 'Kumar');
  await fill(user, box('Phone'), '9876543210');
  await fill(user, box('Email'), 'ravi@acme.example');
  await fill(user, screen.getByLabelText(/^Password/), 'long-enough-secret');
  await fill(user, box('Address Line 1', 'Shipping Address'), '12 MG Road');
  await fill(user, box('City', 'Shipping Address'), 'Pune');
  await user.selectOptions(within(group('Shipping Address')).getByRole('combobox', { name: 'State' }), 'Maharashtra');
  await fill(user, box('Postal Code', 'Shipping Address'), '411001');
  await user.click(screen.getByRole('checkbox', { name: /same as the shipping address/ }));
}

jest.setTimeout(20000);

describe('SignUpPage', () => {
  it('says approved accounts will have access to the online order system and offers the employee counts', () => {
    renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    expect(screen.getByText(/approved accounts will have access to the online order system/)).toBeInTheDocument();
    const counts = within(screen.getByRole('combobox', { name: 'No. of Employees' })).getAllByRole('option').map((o) => o.textContent);
    expect(counts).toEqual(['Select', '1-100', '101-500', '501-1000', '1000+']);
  });

  it('names every required field when submitted empty', async () => {
    const { user } = renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'GST number is required',
      'PAN number is required',
      'Company name is required',
      'Type of company is required',
      'Number of employees is required',
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    for (const message of ['Address line 1 is required', 'City is required', 'State is required', 'Pincode is required']) {
      expect(within(group('Shipping Address')).getByText(message)).toBeInTheDocument();
      expect(within(group('Billing Address')).getByText(message)).toBeInTheDocument();
    }
    // Focus goes to the first field to fix, and stays there while it is fixed (it used to jump to
    // the next invalid field as soon as this one's error went away, taking the rest of the typing).
    expect(box('Company Name')).toHaveFocus();
    await user.type(box('Company Name'), 'Acme Traders');
    expect(box('Company Name')).toHaveFocus();
    expect(box('Company Name')).toHaveValue('Acme Traders');
  });

  it('checks the GSTIN against its check digit, the PAN and the billing state before sending anything', async () => {
    const { user } = renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    await fillValidForm(user);
    const gst = box('GST Number');
    await user.clear(gst);
    await fill(user, gst, '27AAPFU0939F1ZW');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('GSTIN check digit is wrong — please check the number')).toBeInTheDocument();

    // A valid Karnataka GSTIN: now the PAN and the (Maharashtra) billing state disagree with it.
    await user.clear(gst);
    await fill(user, gst, '29AAGCB7383J1Z4');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The GSTIN is registered in Karnataka (29) but the billing state is Maharashtra')).toBeInTheDocument();
    expect(screen.getByText('The PAN in the GSTIN (AAGCB7383J) does not match the PAN you entered')).toBeInTheDocument();
  });

  it('stops address line 1 at 30 characters with the spec message, while typing', async () => {
    const { user } = renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    const line1 = box('Address Line 1', 'Shipping Address');
    await user.type(line1, 'x'.repeat(30));
    expect(screen.queryByText('Maximum length of characters reached.')).toBeNull();
    await user.type(line1, 'y');
    expect(await within(group('Shipping Address')).findByText('Maximum length of characters reached.')).toBeInTheDocument();
  });

  it('keeps the phone numeric', async () => {
    const { user } = renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    await user.type(box('Phone'), '98a7-6 5');
    expect(box('Phone')).toHaveValue('98765');
  });

  it.each(['+91 98765 43210', '+91-98765-43210', '098765 43210', '91 98765 43210'])('keeps the ten digits of a pasted %s', async (pasted) => {
    const { user } = renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    await fill(user, box('Phone'), pasted);
    expect(box('Phone')).toHaveValue('9876543210');
    await user.tab();
    expect(screen.queryByText('Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).')).toBeNull();
  });

  it('shows the first server message per field', async () => {
    server.use(
      http.post('*/api/customer-register', () =>
        HttpResponse.json(
          {
            status: false,
            message: 'The given data was invalid.',
            errors: { email: ['The email has already been taken.', 'Second message'], gstno: ['Enter a valid 15-character GST number (e.g. 27AAPFU0939F1ZV).'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.queryByText(/Second message/)).toBeNull();
    expect(screen.getByText('Enter a valid 15-character GST number (e.g. 27AAPFU0939F1ZV).')).toBeInTheDocument();
  });

  it("falls back to 'An unexpected error occurred.'", async () => {
    server.use(http.post('*/api/customer-register', () => HttpResponse.error()));
    const { user } = renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it('sends every field, billing copied from shipping, then signs in, shows the confirmation and goes to / after 3 seconds', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record which element asked for it.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    let sent: Record<string, string> = {};
    server.use(
      http.post('*/api/customer-register', async ({ request }) => {
        sent = (await request.json()) as Record<string, string>;
        return HttpResponse.json({
          status: true,
          token: 'new-token',
          customer: { id: 5, primary_contact_name: 'Ravi Kumar', company_name: 'Acme Infotech Pvt Ltd', credit_limit: 0, email: 'ravi@acme.example', phone: '9876543210', image: null, status: 'pending' },
          message: 'Congratulations! Register Successfully',
        });
      }),
    );
    const { user, store } = renderWithProviders(<SignUpPage />, {
      route: '/signup',
      path: '/signup',
      routes: [{ path: '/', element: <h1>Home page</h1> }],
    });
    await fillValidForm(user);
    expect(box('City', 'Billing Address')).toHaveValue('Pune');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Congratulations! Register Successfully')).toBeInTheDocument();
    // The confirmation replaces a form scrolled far down: it is scrolled into view and focused.
    const confirmation = screen.getByRole('status');
    expect(scrolled).toContain(confirmation);
    expect(confirmation).toHaveFocus();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(store.getState().auth.token).toBe('new-token');
    expect(sent).toMatchObject({
      gstno: '27AAPFU0939F1ZV',
      type_of_company: 'Private Limited',
      no_of_employee: '101-500',
      s_address_line1: '12 MG Road',
      b_address_line1: '12 MG Road',
      b_pincode: '411001',
      b_country: 'India',
      tan_number: '',
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument(), { timeout: 4000 });
  });
});
