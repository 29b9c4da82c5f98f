import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import RequestItemPage from './RequestItemPage';

// Typing whole forms takes a few seconds on a busy machine.
jest.setTimeout(20_000);

function renderPage(preloadedState = {}) {
  return renderWithProviders(
    <>
      <RequestItemPage />
      <Toasts />
    </>,
    { route: '/requestitem', preloadedState },
  );
}

const form = () => within(screen.getByRole('region', { name: 'Item request' }));
const row = (n: number) => within(screen.getByRole('group', { name: `Product ${n}` }));
const rows = () => screen.queryAllByRole('group', { name: /^Product \d+$/ });
const submit = () => form().getByRole('button', { name: 'Submit Request' });
const addRow = () => form().getByRole('button', { name: /Add Another Product/ });

async function fillIn(user: ReturnType<typeof renderPage>['user']) {
  await user.type(form().getByRole('textbox', { name: /^Name/ }), 'Meena Rao');
  await user.type(form().getByRole('textbox', { name: /^Email/ }), 'meena@raotraders.example');
  await user.type(form().getByRole('textbox', { name: /^Phone Number/ }), '9876501234');
  await user.type(row(1).getByRole('textbox', { name: /^Product Name/ }), 'HP 88A toner');
}

function captureRequest() {
  const sent: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post('*/api/request-an-item', async ({ request }) => {
      sent.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return HttpResponse.json({ status: true, message: 'Your request has been submitted.' });
    }),
  );
  return sent;
}

describe('RequestItemPage', () => {
  it('starts with one product row that cannot be removed; added rows can be, and the others keep their text', async () => {
    const { user } = renderPage();
    expect(rows()).toHaveLength(1);
    expect(row(1).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(row(1).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('1');

    await user.click(addRow());
    await user.click(addRow());
    expect(rows()).toHaveLength(3);
    // The new row's product name has the focus.
    expect(row(3).getByRole('textbox', { name: /^Product Name/ })).toHaveFocus();
    await user.type(row(2).getByRole('textbox', { name: /^Product Name/ }), 'Second');
    await user.type(row(3).getByRole('textbox', { name: /^Product Name/ }), 'Third');

    await user.click(row(2).getByRole('button', { name: 'Remove product 2' }));
    expect(rows()).toHaveLength(2);
    expect(row(2).getByRole('textbox', { name: /^Product Name/ })).toHaveValue('Third');
    expect(row(1).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it("checks every field and row before sending: 'Please fix the errors and try again.'", async () => {
    const sent = captureRequest();
    const { user } = renderPage();
    await user.click(addRow());
    const qty = row(2).getByRole('textbox', { name: /^Quantity/ });
    await user.clear(qty);
    await user.type(qty, '0');
    await user.click(submit());
    expect(await form().findByRole('alert')).toHaveTextContent('Please fix the errors and try again.');
    expect(form().getByText('Name is required.')).toBeInTheDocument();
    expect(form().getByText('Email is required.')).toBeInTheDocument();
    expect(form().getByText('Phone number is required.')).toBeInTheDocument();
    expect(row(1).getByText('Product name is required.')).toBeInTheDocument();
    expect(row(2).getByText('Product name is required.')).toBeInTheDocument();
    expect(row(2).getByText('Quantity must be a whole number of at least 1.')).toBeInTheDocument();
    expect(row(1).queryByText(/Quantity/, { selector: '.field-error' })).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('takes digits only for the phone and the quantity', async () => {
    const { user } = renderPage();
    const phone = form().getByRole('textbox', { name: /^Phone Number/ });
    await user.type(phone, '+91 98765-01234');
    expect(phone).toHaveValue('9876501234'); // a whole mobile number keeps its ten digits
    const qty = row(1).getByRole('textbox', { name: /^Quantity/ });
    await user.type(qty, 'x5');
    expect(qty).toHaveValue('15');
  });

  it('sends the request without a token and clears the form', async () => {
    const sent = captureRequest();
    const { user } = renderPage(signedInAs(approvedCustomer, 'secret-token'));
    await fillIn(user);
    await user.click(addRow());
    await user.type(row(2).getByRole('textbox', { name: /^Product Name/ }), 'Cat6 keystone jacks');
    const qty = row(2).getByRole('textbox', { name: /^Quantity/ });
    await user.clear(qty);
    await user.type(qty, '200');
    await user.type(form().getByRole('textbox', { name: /^Other Details/ }), 'Delivery to Hubballi.');
    await user.click(submit());

    expect(await screen.findAllByText('Your request has been submitted.')).not.toHaveLength(0);
    expect(sent).toEqual([
      {
        body: {
          name: 'Meena Rao',
          email: 'meena@raotraders.example',
          phone: '9876501234',
          products: [
            { product_name: 'HP 88A toner', quantity: 1 },
            { product_name: 'Cat6 keystone jacks', quantity: 200 },
          ],
          other_details: 'Delivery to Hubballi.',
        },
        authorization: '',
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(row(1).getByRole('textbox', { name: /^Product Name/ })).toHaveValue('');
    expect(form().getByRole('status')).toHaveTextContent('A confirmation is on its way to meena@raotraders.example.');
  });

  it("shows the server's errors per field and per product row", async () => {
    server.use(
      http.post('*/api/request-an-item', () =>
        HttpResponse.json(
          {
            status: false,
            message: 'The given data was invalid.',
            errors: {
              email: ['This address does not receive mail.'],
              'products.1.quantity': ['Quantity may not be greater than 1,00,000.'],
              'products.1.product_name': ['Product name may not be greater than 191 characters.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(addRow());
    await user.type(row(2).getByRole('textbox', { name: /^Product Name/ }), 'Mouse');
    await user.click(submit());
    expect(await form().findByText('This address does not receive mail.')).toBeInTheDocument();
    expect(row(2).getByText('Quantity may not be greater than 1,00,000.')).toBeInTheDocument();
    expect(row(2).getByText('Product name may not be greater than 191 characters.')).toBeInTheDocument();
    expect(row(1).queryByText(/may not be greater/)).toBeNull();
    expect(form().getByRole('alert')).toHaveTextContent('Please fix the errors and try again.');
  });

  it("shows a list-level server error under the products", async () => {
    server.use(
      http.post('*/api/request-an-item', () =>
        HttpResponse.json({ status: false, message: 'The given data was invalid.', errors: { products: ['Please add at least one product.'] } }, { status: 422 }),
      ),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('group', { name: 'Products' })).toHaveTextContent('Please add at least one product.');
  });

  it.each([
    ['the call fails', () => HttpResponse.error()],
    ['the server fails', () => HttpResponse.json({ status: false, message: 'Something broke' }, { status: 500 })],
    ['the server says no without field errors', () => HttpResponse.json({ status: false, message: '' })],
  ])("shows 'Something went wrong. Please try again later.' when %s", async (_case, answer) => {
    server.use(http.post('*/api/request-an-item', answer));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(submit());
    expect(await form().findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(form().getByRole('textbox', { name: /^Name/ })).toHaveValue('Meena Rao');
  });
});
