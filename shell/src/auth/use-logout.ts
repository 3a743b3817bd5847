import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch, useLogoutMutation } from '@dd/api-client';

/** Log out (header, mobile menu, sidebar): toast, then home; a failure keeps the session. */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const run = useCallback(async () => {
    try {
      await logout().unwrap();
      dispatch(showToast({ title: 'Logged out', description: 'You have been successfully logged out.' }));
      navigate('/');
    } catch (error) {
      dispatch(showToast({ title: 'Logout failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  }, [logout, dispatch, navigate]);

  return { logout: run, isLoggingOut: isLoading };
}
