import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back to the previous page, or home when the page was opened directly (a new tab, a link in an e-mail). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/');
  }, [navigate]);
}
