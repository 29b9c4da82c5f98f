import { act, render, screen } from '@testing-library/react';
import { notify } from '@/shared/lib/notify';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  it('loads the toast container only once a toast is shown, and shows that first toast', async () => {
    const { container } = render(<Toasts />);
    // Nothing of react-toastify on a page that has shown no toast (it is not in the first visit).
    expect(container.querySelector('.Toastify')).toBeNull();

    act(() => notify.success('Product added to cart successfully'));
    // The container is imported on that first toast: the first import of react-toastify in a test
    // process took over the default second on a busy machine (a CI run failed on it).
    expect(await screen.findByText('Product added to cart successfully', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
