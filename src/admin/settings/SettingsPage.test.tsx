// The settings form checks each field with the server's rules as it is edited: an emptied field
// gets its message, never an exception, and nothing is sent while a field is wrong.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { SETTINGS_MESSAGES } from '@contracts/settingsRules';
import { server } from '@/test/server';
import { makeAdminStore } from '../store';
import { SettingsPage } from './SettingsPage';

const SETTINGS = { name: 'Old Name Traders', address: '14, Lamington Road, Mumbai 400007', gstin: '27AABCI4567K1Z8', state: 'Maharashtra', version: 4, updated_at: '2026-11-01T10:00:00.000Z', history: [] };

it('says which fields are empty when the name, address and GSTIN are cleared, and sends nothing', async () => {
  let sent = 0;
  server.use(
    http.get('*/api/admin/settings', () => HttpResponse.json({ status: true, settings: SETTINGS })),
    http.put('*/api/admin/settings', () => ((sent += 1), HttpResponse.json({}))),
  );
  const user = userEvent.setup();
  render(
    <Provider store={makeAdminStore()}>
      <SettingsPage />
    </Provider>,
  );
  await user.clear(await screen.findByLabelText('Store name'));
  await user.clear(screen.getByLabelText('Postal address'));
  await user.clear(screen.getByLabelText('GSTIN'));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(SETTINGS_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(SETTINGS_MESSAGES.addressRequired)).toBeInTheDocument();
  expect(screen.getByText(SETTINGS_MESSAGES.gstinRequired)).toBeInTheDocument();
  expect(sent).toBe(0);
});

it('checks the price-warning thresholds with the server’s rule and sends them with the settings', async () => {
  const sent: unknown[] = [];
  let current = { ...SETTINGS, quote_warn_above_pct: 25, quote_warn_below_pct: 10 };
  server.use(
    http.get('*/api/admin/settings', () => HttpResponse.json({ status: true, settings: current })),
    http.put('*/api/admin/settings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      current = { ...SETTINGS, quote_warn_above_pct: 40, quote_warn_below_pct: 5, version: 5 };
      return HttpResponse.json({ status: true, settings: current });
    }),
  );
  const user = userEvent.setup();
  render(
    <Provider store={makeAdminStore()}>
      <SettingsPage />
    </Provider>,
  );
  const above = await screen.findByLabelText('Warn when a quoted price is more than this above the list price');
  const below = screen.getByLabelText('Warn when a quoted price is more than this below the buyer’s price');
  expect(above).toHaveValue('25');
  await user.clear(below);
  await user.type(below, '120');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(SETTINGS_MESSAGES.warnBelow)).toBeInTheDocument();
  expect(below).toHaveAccessibleDescription(expect.stringContaining(SETTINGS_MESSAGES.warnBelow));
  expect(sent).toHaveLength(0);

  await user.clear(above);
  await user.type(above, '40');
  await user.clear(below);
  await user.type(below, '5');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The settings were saved');
  expect(sent).toEqual([expect.objectContaining({ quote_warn_above_pct: '40', quote_warn_below_pct: '5', version: 4 })]);
});
