// The `?page=n` of a server-paged list (orders, quotations, address books): the page asked for
// (a whole number from 1) and a way to go to another one that keeps the rest of the query.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function usePageParam(): [page: number, goTo: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const goTo = useCallback(
    (p: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (p <= 1) next.delete('page');
        else next.set('page', String(p));
        return next;
      }),
    [setParams],
  );
  return [page, goTo];
}
