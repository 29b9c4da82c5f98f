// For the back office's component tests (imported by tests only): a staff member as the server
// describes one, and a store already signed in as them.
import type { StaffMember } from '@contracts/staff';
import { makeAdminStore } from './store';

/** The contract's role union (built from a mapped list) reads as never to TypeScript: the answer's shape, asserted. */
export function staffMember(fields: { id?: number; email?: string; name?: string; role?: string; created_at?: string } = {}): StaffMember {
  return { id: 1, email: 'admin@example.com', name: 'Asha Admin', role: 'admin', active: true, created_at: '2026-01-01T00:00:00.000Z', last_sign_in_at: null, ...fields } as unknown as StaffMember;
}

/** The CSRF token the signed-in test store sends with its changes. */
export const TEST_CSRF_TOKEN = 'test-csrf-token';

/** A back-office store signed in (a live, unexpired cookie session, as the server confirmed it) as `staff`. */
export function signedInStore(staff: StaffMember = staffMember()) {
  return makeAdminStore({ staff, csrfToken: TEST_CSRF_TOKEN, timeout: 900, lastActiveAt: Date.now(), expired: false, checked: true, signedOutHere: false });
}
