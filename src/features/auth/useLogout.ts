// Logout (spec 4): revoke the token on the server, clear stored credentials and the quote list,
// 'Logout successful!', then home after 1 second.
import { useNavigate } from 'react-router-dom';
import { notify } from '@/shared/lib/notify';
import { baseApi, signedOut } from '@/shared/api/baseApi';
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
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    notify.success('Logout successful!');
    setTimeout(() => navigate('/'), REDIRECT_DELAY.afterLogout);
  };
  return { logout: run, isLoading };
}
