// A visitor's Add to cart, through sign-in and back: the same page and query, the product in the
// cart with the chosen quantity, or the server's reason when it cannot go in.
import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import type { AddToCartRequest } from '@contracts/cart';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import { SignInPage as LazySignInPage } from '@/features/auth';
import { AddToCartButton } from './AddToCartButton';
import PendingAddToCart from './PendingAddToCart';

/** The sign-in page as the app loads it (lazily). */
const SignInPage = () => (
  <Suspense fallback={null}>
    <LazySignInPage />
  </Suspense>
);

const product = { id: 7, stock_quantity: 5, product_name: 'Dell Latitude 5440' };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The shell's pieces (toasts, the pending add) around a listing page and the sign-in page. */
function renderJourney(route = '/shop?category=laptops&page=2') {
  const shell = (page: React.ReactNode) => (
    <>
      <Toasts />
      <PendingAddToCart />
      <Where />
      {page}
    </>
  );
  return renderWithProviders(shell(<AddToCartButton product={product} quantity={3} variant="detail" />), {
    route,
    path: '/shop',
    routes: [{ path: '/signin', element: shell(<SignInPage />) }],
  });
}

function recordAdds(answer?: () => Response) {
  const bodies: AddToCartRequest[] = [];
  server.use(
    http.post('*/api/add-to-cart', async ({ request }) => {
      bodies.push((await request.json()) as AddToCartRequest);
      return answer?.() ?? HttpResponse.json({ status: true, message: 'Product added to cart successfully', data: { id: 'line', product_id: 7, quantity: 3 } });
    }),
  );
  return bodies;
}

async function signIn(user: ReturnType<typeof renderJourney>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Dell Latitude 5440 to cart' }));
  expect(await screen.findByText('You must be logged in to add to cart.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/signin$/), { timeout: 3000 });
  await user.type(screen.getByLabelText(/Email/), approvedCustomer.email);
  await user.type(screen.getByLabelText(/Password/), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe("a visitor's Add to cart, through sign-in", () => {
  jest.setTimeout(15_000);

  it('comes back to the same page and query with the product in the cart, at the quantity chosen, and says so', async () => {
    const bodies = recordAdds();
    const { user, router } = renderJourney();
    await signIn(user);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/shop?category=laptops&page=2'), { timeout: 5000 });
    await waitFor(() => expect(bodies).toEqual([{ product_id: 7, quantity: 3 }]));
    expect(await screen.findByText('Product added to cart successfully')).toBeInTheDocument();
    // The hand-over is forgotten: coming back to this entry adds nothing again.
    expect(router.state.location.state).toBeNull();
  });

  it("shows the server's reason when the product cannot be added, on the same page, and adds nothing", async () => {
    const bodies = recordAdds(() =>
      HttpResponse.json({ status: false, message: "Your role (Viewer) does not allow this. It needs one of: Admin, Buyer, Approver. Ask your company's admin." }, { status: 403 }),
    );
    const { user } = renderJourney();
    await signIn(user);
    expect(
      await screen.findByText(
        "Dell Latitude 5440 was not added to your cart. Your role (Viewer) does not allow this. It needs one of: Admin, Buyer, Approver. Ask your company's admin.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/shop?category=laptops&page=2');
    expect(bodies).toHaveLength(1);
  });

  it('never leaves the site: a crafted return address goes home, and a crafted product is not added', async () => {
    const bodies = recordAdds();
    const { user, router } = renderWithProviders(
      <>
        <PendingAddToCart />
        <Where />
        <SignInPage />
      </>,
      { route: '/signin', path: '/signin', routes: [{ path: '/', element: <Where /> }] },
    );
    await router.navigate('/signin', { state: { from: '//evil.example/shop', add: { product_id: -1, quantity: 1e9, product_name: 'x' } } });
    await user.type(await screen.findByLabelText(/Email/), approvedCustomer.email);
    await user.type(screen.getByLabelText(/Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(router.state.location.state).toBeNull();
    expect(bodies).toEqual([]);
  });
});
