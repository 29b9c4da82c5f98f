// The shared layout of the billing and shipping address pages (spec 2): a paged table with SR No.,
// Address and Actions, 'Showing N of total addresses', and the add/edit dialog.
import { useCallback, useEffect, useState } from 'react';
import { usePageParam } from '@/shared/lib/usePageParam';
import { notify } from '@/shared/lib/notify';
import { Pagination } from '@/shared/ui/Pagination';
import { AddressLines } from '@/shared/ui/AddressLines';
import { EmptyState, Spinner } from '@/shared/ui/feedback';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { AddressDialog, addressToForm, type AddressBookConfig, type AnyAddress } from '@/features/addresses';

/** 'closed', or the dialog open to add (null) or to edit an address. */
type DialogState = { open: false } | { open: true; address: AnyAddress | null };

/** Shown to the roles the server refuses address changes (every role but Admin). */
export const ADDRESSES_ADMIN_ONLY = "Only your company's Admin can add or change addresses.";

/** `mayEdit`: the signed-in user is their company's Admin; otherwise the book is read only. */
export function AddressBook({ config, mayEdit = true }: { config: AddressBookConfig; mayEdit?: boolean }) {
  const [page, goTo] = usePageParam();
  const { data, isLoading, isFetching, isError } = config.useList(page);
  const { save } = config.useSave();
  const { remove } = config.useRemove();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [busyId, setBusyId] = useState<string | null>(null);
  /** The address whose deletion is being confirmed (with its serial number, as the row shows it). */
  const [deleting, setDeleting] = useState<{ address: AnyAddress; sr: number } | null>(null);


  useEffect(() => {
    if (isError) notify.error('Error fetching address list', { toastId: `address-list-${config.prefix}` });
  }, [isError, config.prefix]);

  // After deleting the last address of the last page, show the page that now is the last.
  useEffect(() => {
    if (data && data.last_page >= 1 && page > data.last_page) goTo(data.last_page);
  }, [data, page, goTo]);

  const closeDialog = useCallback(() => setDialog({ open: false }), []);

  const onDelete = async (address: AnyAddress) => {
    setDeleting(null);
    setBusyId(address.id);
    try {
      await remove(address.id);
      notify.success('Address deleted successfully');
    } catch {
      notify.error('Error deleting address');
    } finally {
      setBusyId(null);
    }
  };

  const onMakeDefault = async (address: AnyAddress) => {
    setBusyId(address.id);
    try {
      await save(address.id, { ...addressToForm(config.prefix, address), is_default: 'y' });
      notify.success('Address updated successfully');
    } catch {
      notify.error('Error saving address');
    } finally {
      setBusyId(null);
    }
  };

  const rows = data?.data ?? [];
  const addButton = mayEdit ? (
    <button type="button" className="btn btn--primary" onClick={() => setDialog({ open: true, address: null })}>
      Add Address
    </button>
  ) : null;

  let body;
  if (isLoading) body = <Spinner label="Loading addresses..." />;
  else if (isError && !data) body = <p className="error-text">Error fetching address list</p>;
  else if (!data || data.total === 0)
    body = (
      <EmptyState title="No addresses yet">
        <p className="muted">Add an address to use it at checkout.</p>
      </EmptyState>
    );
  else {
    const first = (data.current_page - 1) * data.per_page;
    body = (
      <>
        <div className={`table-wrap${isFetching ? ' is-stale' : ''}`}>
          <table className="table address-table">
            <caption className="sr-only">{config.title}</caption>
            <thead>
              <tr>
                <th scope="col" className="address-table__sr">
                  SR No.
                </th>
                <th scope="col">Address</th>
                <th scope="col" className="address-table__actions">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((address, i) => {
                const sr = first + i + 1;
                const busy = busyId === address.id;
                return (
                  <tr key={address.id}>
                    <td>{sr}</td>
                    <td>
                      <AddressLines prefix={config.prefix} address={address} />
                    </td>
                    <td>
                      <div className="row-actions">
                        {address.is_default === 'y' ? (
                          <span className="status status--green">Default</span>
                        ) : !mayEdit ? null : (
                          <button
                            type="button"
                            className="btn btn--secondary btn--small"
                            disabled={busy}
                            aria-label={`Make address ${sr} the default`}
                            onClick={() => void onMakeDefault(address)}
                          >
                            Make default
                          </button>
                        )}
                        {mayEdit ? (
                          <>
                            <button
                              type="button"
                              className="btn btn--ghost btn--small"
                              disabled={busy}
                              aria-label={`Edit address ${sr}`}
                              onClick={() => setDialog({ open: true, address })}
                            >
                              Edit
                            </button>
                            <button
                              type="button"
                              className="btn btn--danger btn--small"
                              disabled={busy}
                              aria-label={`Delete address ${sr}`}
                              onClick={() => setDeleting({ address, sr })}
                            >
                              Delete
                            </button>
                          </>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="list-footer">
          <p className="muted">
            Showing {rows.length} of {data.total} addresses
          </p>
          <Pagination page={data.current_page} lastPage={data.last_page} onChange={goTo} label={`${config.title} pages`} />
        </div>
      </>
    );
  }

  return (
    <AccountLayout title={config.title} actions={addButton}>
      {mayEdit ? null : <p className="muted">{ADDRESSES_ADMIN_ONLY}</p>}
      <div className="panel account-card">{body}</div>
      {dialog.open ? <AddressDialog config={config} address={dialog.address} onClose={closeDialog} /> : null}
      {deleting ? (
        <ConfirmDialog title={`Delete address ${deleting.sr}?`} confirmLabel="Delete" onConfirm={() => void onDelete(deleting.address)} onCancel={() => setDeleting(null)}>
          <p>Are you sure you want to delete this address?</p>
          <AddressLines prefix={config.prefix} address={deleting.address} />
        </ConfirmDialog>
      ) : null}
    </AccountLayout>
  );
}
