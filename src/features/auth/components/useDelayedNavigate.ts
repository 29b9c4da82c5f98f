// Navigates after a delay (spec 9's redirect delays) and forgets the timer if the page goes away
// first, so a page left early does not pull the user back.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, state?: unknown) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, state === undefined ? undefined : { state }), delayMs);
    },
    [navigate],
  );
}
