import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import HomePage from './HomePage';

// The carousel and partner strip are not under test here: they get empty lists.
beforeEach(() => {
  server.use(
    http.get('*/api/banner-list', () => HttpResponse.json({ status: true, data: { banners: [] } })),
    http.get('*/api/partner-list', () => HttpResponse.json({ status: true, data: { partners: [] } })),
  );
});

describe('HomePage subscribe form as a WebMCP form tool', () => {
  it('is named and described for agents, with a named email field', () => {
    renderWithProviders(<HomePage />);
    const email = screen.getByLabelText('Get new arrivals and trade offers by email');
    const form = email.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('toolname', 'subscribe_to_newsletter');
    expect(form.getAttribute('tooldescription')).toMatch(/^Subscribe an email address/);
    expect(email).toHaveAttribute('name', 'email');
  });

  it('subscribes the address an agent wrote into the field, even without typing events', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/subscribe', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: true, message: 'Subscribed successfully.' });
      }),
    );
    renderWithProviders(<HomePage />);
    const email = screen.getByLabelText('Get new arrivals and trade offers by email') as HTMLInputElement;
    // The browser fills a declarative tool's fields itself.
    email.value = 'buyer@company.in';
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    await waitFor(() => expect(bodies).toEqual([{ email: 'buyer@company.in' }]));
  });

  it('answers an agent that submitted the form (WebMCP) with what the form then says', async () => {
    server.use(http.post('*/api/subscribe', () => HttpResponse.json({ status: true, message: 'Subscribed successfully.' })));
    renderWithProviders(<HomePage />);
    const email = screen.getByLabelText('Get new arrivals and trade offers by email') as HTMLInputElement;
    email.value = 'buyer@company.in';
    const respondWith = jest.fn();
    // A submit as the browser dispatches it for an agent: marked, with a way to answer.
    const submit = Object.assign(new Event('submit', { bubbles: true, cancelable: true }), { agentInvoked: true, respondWith });
    (email.closest('form') as HTMLFormElement).dispatchEvent(submit);
    expect(respondWith).toHaveBeenCalledTimes(1);
    await expect(respondWith.mock.calls[0][0]).resolves.toBe('Subscribed successfully.');
  });

  it('tells an agent when the address is missing', async () => {
    renderWithProviders(<HomePage />);
    const form = screen.getByLabelText('Get new arrivals and trade offers by email').closest('form') as HTMLFormElement;
    const respondWith = jest.fn();
    form.dispatchEvent(Object.assign(new Event('submit', { bubbles: true, cancelable: true }), { agentInvoked: true, respondWith }));
    await expect(respondWith.mock.calls[0][0]).resolves.toBe('Please enter email.');
    expect(await screen.findByText('Please enter email.')).toBeInTheDocument();
  });
});
