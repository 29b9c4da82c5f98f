// Choosing one of the company's saved addresses for one use (checkout's "ship this order to"),
// without touching the book's default: a native radio group, so arrow keys move between
// addresses and a screen reader reads the legend, each address and which one is chosen. A role
// that may keep the address book (the Admin) can add a new one here; it is chosen at once.
import { useCallback, useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { ADMIN_ONLY } from '@contracts/companyUserRules';
import { useMyCompanyRole } from '@/features/auth';
import { AddressLines } from '@/shared/ui/AddressLines';
import type { AddressBookConfig, AnyAddress } from '../addressBooks';
import { AddressDialog } from './AddressDialog';
import '../addresses.css';

/** True once the signed-in user's role is known to be one the server lets change the address books. */
export function useMayKeepAddresses(): boolean {
  const role = useMyCompanyRole();
  return role !== null && ADMIN_ONLY.includes(role);
}

interface Props {
  config: AddressBookConfig;
  /** The group's name for assistive technology and on screen ("Ship this order to"). */
  legend: string;
  chosenId: string | null;
  onChoose: (address: AnyAddress) => void;
  /** While an order is being placed (or a payment waits for its order) the choice is fixed. */
  disabled?: boolean;
}

interface OptionsProps {
  config: AddressBookConfig;
  name: string;
  addresses: AnyAddress[];
  chosenId: string | null;
  onChoose: (address: AnyAddress) => void;
}

function Options({ config, name, addresses, chosenId, onChoose }: OptionsProps) {
  return (
    <>
      {addresses.map((address) => (
        <li key={address.id}>
          <label className={`address-option${address.id === chosenId ? ' is-chosen' : ''}`}>
            <input type="radio" name={name} value={address.id} checked={address.id === chosenId} onChange={() => onChoose(address)} />
            <span className="address-option__body">
              <AddressLines prefix={config.prefix} address={address} />
              {address.is_default === 'y' ? <span className="status status--green address-option__default">Default</span> : null}
            </span>
          </label>
        </li>
      ))}
    </>
  );
}

/** A further page of the book, fetched when the buyer asks for more. */
function MoreOptions({ page, ...rest }: Omit<OptionsProps, 'addresses'> & { page: number }) {
  const { data } = rest.config.useList(page);
  return <Options {...rest} addresses={data?.data ?? []} />;
}

export function AddressPicker({ config, legend, chosenId, onChoose, disabled = false }: Props) {
  const name = `address-choice-${useId()}`;
  const { data, isLoading, isError } = config.useList(1);
  const [pages, setPages] = useState(1);
  const [adding, setAdding] = useState(false);
  const mayAdd = useMayKeepAddresses();
  const close = useCallback(() => setAdding(false), []);
  const noun = config.noun.toLowerCase();
  const lastPage = data?.last_page ?? 1;

  let body;
  if (isLoading) body = <p className="muted">Loading addresses...</p>;
  else if (isError && !data) body = <p className="error-text">Your {noun} addresses could not be loaded. Reload the page to try again.</p>;
  else if (!data || data.total === 0)
    body = (
      <p className="address-picker__empty">
        No {noun} address added.{mayAdd ? ' Add one to place the order.' : " Ask your company's admin to add one."}
      </p>
    );
  else
    body = (
      <ul className="address-picker__list">
        <Options config={config} name={name} addresses={data.data} chosenId={chosenId} onChoose={onChoose} />
        {Array.from({ length: pages - 1 }, (_, i) => (
          <MoreOptions key={i + 2} page={i + 2} config={config} name={name} chosenId={chosenId} onChoose={onChoose} />
        ))}
      </ul>
    );

  return (
    <fieldset className="address-picker" disabled={disabled}>
      <legend className="address-picker__legend">{legend}</legend>
      {body}
      <div className="address-picker__actions">
        {pages < lastPage ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setPages((p) => p + 1)}>
            Show more addresses
          </button>
        ) : null}
        {mayAdd ? (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setAdding(true)}>
            Add a new {noun} address
          </button>
        ) : null}
      </div>
      {/* Outside the page's own form (checkout's): a form may not sit in another, and its submit
          must not reach the outer one through React's tree either. */}
      {adding
        ? createPortal(
            <div onSubmit={(e: FormEvent) => e.stopPropagation()}>
              <AddressDialog config={config} address={null} onClose={close} onSaved={onChoose} />
            </div>,
            document.body,
          )
        : null}
    </fieldset>
  );
}
