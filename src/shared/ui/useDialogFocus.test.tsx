import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useDialogFocus } from './useDialogFocus';

function Dialog({ onClose, initialFocus }: { onClose: () => void; initialFocus?: 'field' | 'dialog' }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose, { initialFocus });
  return (
    <div role="dialog" aria-label="Example" tabIndex={-1} ref={ref}>
      <button type="button" onClick={onClose}>
        Close
      </button>
      <input aria-label="Name" />
      <button type="button">Save</button>
    </div>
  );
}

function Page({ initialFocus }: { initialFocus?: 'field' | 'dialog' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? <Dialog onClose={() => setOpen(false)} initialFocus={initialFocus} /> : null}
      <button type="button">After</button>
    </>
  );
}

describe('useDialogFocus', () => {
  it('moves focus to the first field, keeps Tab and Shift+Tab inside, and closes on Escape back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('can start on the dialog itself and wraps Shift+Tab from there to the last control', async () => {
    const user = userEvent.setup();
    render(<Page initialFocus="dialog" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('returns focus to the opener when the dialog closes by a button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
