// Logout (spec 4): revoke the token on the server, 'Logout successful!', and after 1 second clear the
// stored credentials and the quote list and go home. Clearing happens together with the move home:
// cleared earlier, RequireAuth would bounce an account page to /signin before the second is up.
import { useNavigate } from 'react-router-dom';
import { notify } from '@/shared/lib/notify';
import { signedOut } from '@/shared/api/baseApi';
import { REDIRECT_DELAY } from '@/shared/config';
import { useAppDispatch } from '@/shared/lib/storeHooks';
import { useLogoutMutation } from './api';

export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const run = async () => {
    try {
      await logout().unwrap();
    } catch {
      // The browser forgets the session either way; an already-ended session is fine.
    }
    notify.success('Logout successful!');
    setTimeout(() => {
      navigate('/');
      // The store drops the cached server data of the session on this action.
      dispatch(signedOut());
    }, REDIRECT_DELAY.afterLogout);
  };
  return { logout: run, isLoading };
}
