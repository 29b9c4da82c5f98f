// The footer's useful links: the two the spec left without a target now lead somewhere.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/utils';
import { Footer } from './Footer';

describe('Footer useful links', () => {
  it('sends Feedback & Complaints to the contact form with that subject, and How to Order to its page', async () => {
    renderWithProviders(<Footer />);
    const useful = within(screen.getByRole('heading', { name: 'Useful links' }).closest('section')!);
    expect(useful.getByRole('link', { name: 'Feedback & Complaints' })).toHaveAttribute('href', '/contact-us?subject=feedback');
    expect(useful.getByRole('link', { name: 'How to Order' })).toHaveAttribute('href', '/how-to-order');
  });
});
