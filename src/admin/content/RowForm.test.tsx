// The content form checks the contracts' length limits before sending: an FAQ question longer
// than the storefront's page allows is refused where staff type it, and nothing is sent.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { FAQ_QUESTION_MAX } from '@contracts/contentRules';
import { server } from '@/test/server';
import { signedInStore, staffMember } from '../testSupport';
import { RowForm } from './RowForm';

const ME = staffMember({ email: 'asha@example.com', name: 'Asha', role: 'catalogue', created_at: '2026-11-01T10:00:00.000Z' });

it('refuses an FAQ question over its maximum with the limit in the message, and sends nothing', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/admin/content/faqs', () => {
      sent.push(true);
      return HttpResponse.json({ status: true, message: 'FAQ added.' });
    }),
  );
  const user = userEvent.setup();
  render(
    <Provider store={signedInStore(ME)}>
      <RowForm kind="faqs" onDone={() => undefined} onCancel={() => undefined} />
    </Provider>,
  );
  await user.click(screen.getByLabelText(/Question/));
  await user.paste('q'.repeat(FAQ_QUESTION_MAX + 1));
  await user.click(screen.getByLabelText(/Answer/));
  await user.paste('Yes.');
  await user.click(screen.getByRole('button', { name: /Add|Save/ }));
  expect(await screen.findByText('Question may not be greater than 300 characters.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});
