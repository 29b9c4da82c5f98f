import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import ApprovalsPage from './ApprovalsPage';

const render = () =>
  renderWithProviders(<ApprovalsPage />, { route: '/my-account/approvals', path: '/my-account/approvals', preloadedState: signedInAs(approvedCustomer) });

describe('ApprovalsPage: the rule', () => {
  it('lets the Admin set the amount and shows the rule the server saved', async () => {
    let threshold: number | null = null;
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/approvals/rule', () => HttpResponse.json({ status: true, data: { threshold, can_set_rule: true } })),
      http.post('*/api/approvals/rule', async ({ request }) => {
        const body = (await request.json()) as { threshold: string };
        sent.push(body);
        threshold = Number(body.threshold.replace(/,/g, ''));
        return HttpResponse.json({ status: true, message: 'Approval rule saved.', data: { threshold, can_set_rule: true } });
      }),
    );
    render();
    expect(await screen.findByText('No rule: every order is placed at once.')).toBeInTheDocument();
    const field = screen.getByLabelText(/Orders above/);
    await userEvent.type(field, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Enter an amount in rupees (up to 2 decimals), or leave it empty for no rule.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '50,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText("Orders above ₹50,000.00 by a Buyer wait for an Approver's or Admin's approval.")).toBeInTheDocument();
    expect(sent).toEqual([{ threshold: '50,000' }]);
  });

  it('shows a non-admin the rule without a form', async () => {
    server.use(http.get('*/api/approvals/rule', () => HttpResponse.json({ status: true, data: { threshold: 20000, can_set_rule: false } })));
    render();
    expect(await screen.findByText("Orders above ₹20,000.00 by a Buyer wait for an Approver's or Admin's approval.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rule' })).not.toBeInTheDocument();
  });
});
