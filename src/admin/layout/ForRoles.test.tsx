// A member who opens a screen their role cannot use is told so on that address, not moved away.
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SETTINGS_ROLES } from '@contracts/settingsRules';
import { signedInStore, staffMember } from '../testSupport';
import { ForRoles } from './ForRoles';

function at(role: string) {
  render(
    <Provider store={signedInStore(staffMember({ role, name: 'Dev Dispatch' }))}>
      <MemoryRouter initialEntries={['/admin/settings']}>
        <Routes>
          <Route path="/admin" element={<h1>Inbox</h1>} />
          <Route
            path="/admin/settings"
            element={
              <ForRoles roles={SETTINGS_ROLES}>
                <h1>Store settings</h1>
              </ForRoles>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

it('tells a role without access which roles the screen is for and what its role is, with a link back', () => {
  at('dispatch');
  expect(screen.getByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
  expect(screen.getByText(/This screen is for Admin\. Your role is Dispatch\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your Inbox' })).toHaveAttribute('href', '/admin');
  expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Store settings' })).not.toBeInTheDocument();
});

it('shows the screen to a role it is for', () => {
  at('admin');
  expect(screen.getByRole('heading', { name: 'Store settings' })).toBeInTheDocument();
});
