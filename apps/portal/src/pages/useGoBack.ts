import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back to the previous page, or home when the page was opened directly (a new tab, a link in an e-mail). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  // The router names the entry it started on 'default'; any later entry has a page before it.
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else navigate('/');
  }, [navigate, key]);
}
