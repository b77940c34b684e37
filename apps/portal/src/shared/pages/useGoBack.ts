import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the previous page, or home when there is none (a new tab, a link in an e-mail). The
 * router names the entry it started on 'default'; before it, the browser may still hold a page of
 * this site or another one, which the browser's own Back reaches.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate('/');
  }, [navigate, key]);
}
