// Route guards (spec 2): RequireAuth sends visitors to /signin; GuestOnly sends signed-in users to /.
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';

export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  // Only a user who arrives signed in is sent away at once; one who signs in on this page leaves
  // after the page's own 3-second delay (spec 4). PersistGate restores the session before this mounts.
  const [arrivedSignedIn] = useState(signedIn);
  if (arrivedSignedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}
