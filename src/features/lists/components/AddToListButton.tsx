// 'Add to list': the button on the product page and quick order that opens the shopping-list
// dialog. The dialog's code loads on the first click, so the pages carrying the button stay small.
import { lazy, Suspense, useState } from 'react';
import { selectIsApproved, selectIsAuthenticated, useMayBuy } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import type { ListItemInput } from './listItems';

const AddToListDialog = lazy(() => import(/* webpackChunkName: "dialog-add-to-list" */ './AddToListDialog'));

interface Props {
  items: ListItemInput[];
  /** What the dialog says it adds ("Dell Latitude 5440", "3 rows"). */
  what: string;
  className?: string;
}

export default function AddToListButton({ items, what, className = 'btn btn--ghost' }: Props) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const approved = useAppSelector(selectIsApproved);
  const [open, setOpen] = useState(false);
  const mayBuy = useMayBuy();
  // Lists are the company's once the store approves it, like the cart (the cart button says why);
  // a Viewer reads them but does not add to them (the product page's cart hint says so).
  if (!signedIn || !approved || !mayBuy) return null;
  return (
    <>
      <button type="button" className={className} disabled={items.length === 0} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Add to list
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddToListDialog items={items} what={what} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
