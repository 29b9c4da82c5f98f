// Reloads the signed-in customer (GET /customer-profile) whenever an account page opens; the
// endpoint itself puts the answer into the auth state (see getProfile in ../api.ts).
import { useGetProfileQuery } from '../api';

export function useProfileRefresh() {
  useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
}
