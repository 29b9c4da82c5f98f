import { MASKED, maskSecrets, nameAction } from './sanitize';

describe('maskSecrets', () => {
  it('masks passwords, reset tokens and payment signatures wherever an action carries them', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: { endpointName: 'resetPassword', originalArgs: { token: 'reset-123', password: 'N3w@pass', password_confirmation: 'N3w@pass', email: 'a@b.in' } },
        baseQueryMeta: { request: new Request('http://store.test/api/order-store', { method: 'POST', headers: { authorization: 'Bearer abc' } }) },
      },
      payload: { order: { razorpay_payment_id: 'pay_1', razorpay_signature: 'f00d', razorpayOrderId: 'order_1' } },
    };
    const out = maskSecrets(action);
    expect(out.meta.arg.originalArgs).toEqual({ token: MASKED, password: MASKED, password_confirmation: MASKED, email: 'a@b.in' });
    expect(out.payload.order).toEqual({ razorpay_payment_id: 'pay_1', razorpay_signature: MASKED, razorpayOrderId: 'order_1' });
    // The request (and its Authorization header) is shown as what was asked only.
    expect(out.meta.baseQueryMeta.request).toBe('POST http://store.test/api/order-store');
    expect(JSON.stringify(out)).not.toMatch(/reset-123|N3w@pass|f00d|Bearer abc/);
    // The action itself is untouched.
    expect(action.meta.arg.originalArgs.password).toBe('N3w@pass');
  });

  it('masks the bearer token in the state and shares every untouched part', () => {
    const catalog = { listing: { page: 2 } };
    const state = { auth: { token: 'tok-1', customer: { id: 7 }, sessionExpired: false }, catalog };
    const out = maskSecrets(state);
    expect(out.auth).toEqual({ token: MASKED, customer: { id: 7 }, sessionExpired: false });
    expect(out.catalog).toBe(catalog);
    expect(out.auth.customer).toBe(state.auth.customer);
    // A signed-out state has nothing to hide.
    const signedOut = { auth: { token: null } };
    expect(maskSecrets(signedOut)).toBe(signedOut);
  });
});

describe('nameAction', () => {
  it('names a cart mutation by feature, endpoint and product', () => {
    const action = { type: 'api/executeMutation/rejected', meta: { arg: { endpointName: 'removeCartLine', originalArgs: { cart_id: 3, product_id: 12 } } } };
    expect(nameAction(action)).toMatchObject({ type: 'cart/removeCartLine/rejected (product 12)', rtkType: 'api/executeMutation/rejected', endpoint: 'removeCartLine', product_id: 12 });
    const free = { type: 'api/executeMutation/fulfilled', meta: { arg: { endpointName: 'addFreeProduct', originalArgs: 44 } } };
    expect(nameAction(free).type).toBe('cart/addFreeProduct/fulfilled (product 44)');
  });

  it('names a patch of the cart cache by the line it writes', () => {
    const patch = {
      type: 'api/queries/queryResultPatched',
      payload: { queryCacheKey: 'getCart(undefined)', patches: [{ op: 'replace', path: ['carts', 0], value: { id: 3, product_id: 12, quantity: 5 } }] },
    };
    expect(nameAction(patch).type).toBe('cart/getCart/patched (product 12 × 5)');
  });

  it('names quote endpoints quotes/... and leaves other actions alone', () => {
    expect(nameAction({ type: 'api/executeQuery/fulfilled', meta: { arg: { endpointName: 'getQuotations', originalArgs: 1 } } }).type).toBe('quotes/getQuotations/fulfilled');
    const catalog = { type: 'api/executeQuery/pending', meta: { arg: { endpointName: 'getProductList', originalArgs: {} } } };
    expect(nameAction(catalog)).toBe(catalog);
    const slice = { type: 'quotes/itemAdded', payload: { id: 5 } };
    expect(nameAction(slice)).toBe(slice);
  });
});
