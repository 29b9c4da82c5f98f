import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuickViewModal } from './QuickViewModal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Quick view
      </button>
      {open ? <QuickViewModal onClose={() => setOpen(false)} /> : null}
      <a href="#after">A link behind the dialog</a>
    </>
  );
}

describe('QuickViewModal', () => {
  it('takes focus, keeps Tab inside, and on Escape closes and gives focus back to Quick view', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Quick view' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sample product' });
    expect(dialog).toHaveFocus();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
