import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import ContactPage from './ContactPage';

// Typing whole forms takes a few seconds on a busy machine.
jest.setTimeout(20_000);

function renderContact(preloadedState = {}, route = '/contact-us') {
  return renderWithProviders(
    <>
      <ContactPage />
      <Toasts />
    </>,
    { route, preloadedState },
  );
}

const form = () => within(screen.getByRole('region', { name: 'Send an inquiry' }));
const field = (name: string) => form().getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillIn(user: ReturnType<typeof renderContact>['user']) {
  await user.type(field('First Name'), 'Ravi');
  await user.type(field('Last Name'), 'Shetty');
  await user.type(field('Employee Designation'), 'Purchase Manager');
  await user.type(field('Company Name'), 'Shetty Infotech');
  await user.type(field('Email'), 'ravi@shettyinfotech.example');
  await user.type(field('Phone Number'), '98450-12345');
  await user.type(field('Message'), 'Need 40 laptops.');
}

/** Records what the page sent to /contact-us. */
function captureInquiry() {
  const sent: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post('*/api/contact-us', async ({ request }) => {
      sent.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return HttpResponse.json({ status: true, message: 'Inquiry submitted successfully!' });
    }),
  );
  return sent;
}

describe('ContactPage', () => {
  it("shows every required field's message and 'Please fix the errors in the form.', and sends nothing", async () => {
    const sent = captureInquiry();
    const { user } = renderContact();
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Please fix the errors in the form.');
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Employee Designation is required.',
      'Company name is required.',
      'Email is required.',
      'Phone number is required.',
    ]) {
      expect(form().getByText(message)).toBeInTheDocument();
    }
    // The message text is not checked (spec 5).
    expect(field('Message')).not.toHaveAttribute('aria-invalid');
    expect(field('First Name')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('checks the email and the phone number with the shared field rules', async () => {
    const { user } = renderContact();
    await user.type(field('Email'), 'ravi@');
    await user.type(field('Phone Number'), '98450x12');
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    expect(await form().findByText('Enter a valid email address')).toBeInTheDocument();
    // The phone field keeps digits only; eight digits are not a phone number.
    expect(field('Phone Number')).toHaveValue('9845012');
    expect(form().getByText('Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).')).toBeInTheDocument();
  });

  it('sends the inquiry without a token, thanks the visitor and clears the form', async () => {
    const sent = captureInquiry();
    const { user } = renderContact(signedInAs(approvedCustomer, 'secret-token'));
    await fillIn(user);
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findAllByText('Inquiry submitted successfully!')).not.toHaveLength(0);
    expect(sent).toEqual([
      {
        body: {
          first_name: 'Ravi',
          last_name: 'Shetty',
          employee_designation: 'Purchase Manager',
          company_name: 'Shetty Infotech',
          email: 'ravi@shettyinfotech.example',
          phone: '9845012345',
          description: 'Need 40 laptops.',
        },
        authorization: '',
      },
    ]);
    expect(form().getByRole('status')).toHaveTextContent('A confirmation is on its way to ravi@shettyinfotech.example.');
    await waitFor(() => expect(field('First Name')).toHaveValue(''));
  });

  it("shows the server's field errors on their fields", async () => {
    server.use(
      http.post('*/api/contact-us', () =>
        HttpResponse.json(
          { status: false, message: 'The given data was invalid.', errors: { email: ['This address does not receive mail.'], company_name: ['Company name is required.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderContact();
    await fillIn(user);
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    expect(await form().findByText('This address does not receive mail.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByRole('alert')).toHaveTextContent('Please fix the errors in the form.');
  });

  it("shows the server's message when it refuses without field errors, else 'Something went wrong!'", async () => {
    server.use(http.post('*/api/contact-us', () => HttpResponse.json({ status: false, message: 'Too many inquiries. Please try again in 10 minutes.' }, { status: 429 })));
    const { user } = renderContact();
    await fillIn(user);
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Too many inquiries. Please try again in 10 minutes.');

    server.use(http.post('*/api/contact-us', () => HttpResponse.json({ status: false, message: '' })));
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(form().getByRole('alert')).toHaveTextContent('Something went wrong!'));
  });

  it("shows 'Error submitting inquiry. Please try again.' when the call fails", async () => {
    server.use(http.post('*/api/contact-us', () => HttpResponse.error()));
    const { user } = renderContact();
    await fillIn(user);
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Error submitting inquiry. Please try again.');
    expect(field('First Name')).toHaveValue('Ravi');
  });

  it('opens with Feedback & Complaints chosen from the footer\'s link, and sends the subject with the message', async () => {
    const sent = captureInquiry();
    const { user } = renderContact({}, '/contact-us?subject=feedback');
    expect(form().getByRole('combobox', { name: 'Subject' })).toHaveDisplayValue('Feedback & Complaints');
    await fillIn(user);
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ first_name: 'Ravi', description: 'Subject: Feedback & Complaints\n\nNeed 40 laptops.' });
    expect(sent[0].body).not.toHaveProperty('subject');
  });

  it('starts on General inquiry otherwise, and sends the message as typed', async () => {
    const sent = captureInquiry();
    const { user } = renderContact({}, '/contact-us?subject=nonsense');
    expect(form().getByRole('combobox', { name: 'Subject' })).toHaveDisplayValue('General inquiry');
    await fillIn(user);
    await user.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ description: 'Need 40 laptops.' });
  });
});
