// A page for some roles only: any other role is sent to the Inbox (the server refuses its calls anyway).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { StaffRole } from '@contracts/staffRules';
import { useAdminSelector } from '../store';

export function ForRoles({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const role = useAdminSelector((s) => s.session.staff?.role);
  return role && roles.includes(role) ? children : <Navigate to="/admin" replace />;
}
