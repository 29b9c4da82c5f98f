import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { approvedCustomer } from '@/test/fixtures';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm', () => {
  it('requires a rating, a title and a description before sending anything', async () => {
    let calls = 0;
    server.use(http.post('*/api/review-store', () => ((calls += 1), HttpResponse.json({ status: true }))));
    const { user } = renderWithProviders(<ReviewForm productId={5} productSlug="router" />, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(screen.getByRole('button', { name: 'Write the Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a rating of at least half a star (0.5 to 5, in steps of 0.5).')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the rating in half-star steps with the text, and closes on success', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/review-store', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ status: true, message: 'Review submitted successfully!' });
      }),
    );
    const { user } = renderWithProviders(<ReviewForm productId={5} productSlug="router" />, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(screen.getByRole('button', { name: 'Write the Review' }));
    await user.click(screen.getByRole('radio', { name: '3.5 stars' }));
    expect(screen.getByText('3.5 out of 5')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Title/), 'Reliable');
    await user.type(screen.getByLabelText(/^Review/), 'Works well in our office.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await screen.findByRole('button', { name: 'Write the Review' });
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    // The customer comes from the token on the server, so the form never sends a customer id.
    expect(body).toEqual({ product_id: 5, rating: 3.5, review_title: 'Reliable', review_description: 'Works well in our office.' });
  });

  it("shows the server's field errors when it refuses", async () => {
    server.use(
      http.post('*/api/review-store', () =>
        HttpResponse.json({ status: false, message: 'The given data was invalid.', errors: { review_title: ['The review title is too long.'] } }, { status: 422 }),
      ),
    );
    const { user } = renderWithProviders(<ReviewForm productId={5} productSlug="router" />, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(screen.getByRole('button', { name: 'Write the Review' }));
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText(/Title/), 'x');
    await user.type(screen.getByLabelText(/^Review/), 'y');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('The review title is too long.')).toBeInTheDocument();
  });

  it('needs at least half a star: without a rating it says so and sends nothing', async () => {
    let calls = 0;
    server.use(http.post('*/api/review-store', () => ((calls += 1), HttpResponse.json({ status: true }))));
    const { user } = renderWithProviders(<ReviewForm productId={5} productSlug="router" />, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(screen.getByRole('button', { name: 'Write the Review' }));
    await user.type(screen.getByLabelText(/Title/), 'Reliable');
    await user.type(screen.getByLabelText(/^Review/), 'Works well.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Choose a rating of at least half a star (0.5 to 5, in steps of 0.5).')).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.click(screen.getByRole('radio', { name: '0.5 stars' }));
    expect(screen.queryByText('Choose a rating of at least half a star (0.5 to 5, in steps of 0.5).')).toBeNull();
  });

  it("shows the server's refusal of the rating under the stars", async () => {
    server.use(
      http.post('*/api/review-store', () =>
        HttpResponse.json({ status: false, message: 'The given data was invalid.', errors: { rating: ['Choose a rating of at least half a star (0.5 to 5, in steps of 0.5).'] } }, { status: 422 }),
      ),
    );
    const { user } = renderWithProviders(<ReviewForm productId={5} productSlug="router" />, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(screen.getByRole('button', { name: 'Write the Review' }));
    await user.click(screen.getByRole('radio', { name: '1 stars' }));
    await user.type(screen.getByLabelText(/Title/), 'x');
    await user.type(screen.getByLabelText(/^Review/), 'y');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(await within(group).findByText('Choose a rating of at least half a star (0.5 to 5, in steps of 0.5).')).toBeInTheDocument();
  });
  it('starts the rating at 0, as the spec says', async () => {
    const { user } = renderWithProviders(<ReviewForm productId={5} productSlug="router" />, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(screen.getByRole('button', { name: 'Write the Review' }));
    expect(screen.getByText('0.0 out of 5')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it("offers the customer's existing review as an edit, prefilled, and sends the change", async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/review-store', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ status: true, message: 'Review submitted successfully!' });
      }),
    );
    const mine = {
      id: 31,
      rating: 4,
      review_title: 'Reliable',
      review_description: 'Works well in our office.',
      created_at: '2025-03-01T00:00:00.000Z',
      customer: { primary_contact_name: 'Asha Verma' },
      is_mine: true,
    };
    const { user } = renderWithProviders(<ReviewForm productId={5} productSlug="router" mine={mine} />, { preloadedState: signedInAs(approvedCustomer) });
    expect(screen.queryByRole('button', { name: 'Write the Review' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update your review' }));
    const form = screen.getByRole('form', { name: 'Update your review' });
    expect(screen.getByText('4.0 out of 5')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('Reliable');
    expect(screen.getByLabelText(/^Review/)).toHaveValue('Works well in our office.');
    await user.click(screen.getByRole('radio', { name: '2.5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    await screen.findByRole('button', { name: 'Update your review' });
    expect(form).not.toBeInTheDocument();
    expect(body).toEqual({ product_id: 5, rating: 2.5, review_title: 'Reliable', review_description: 'Works well in our office.' });
  });
});
