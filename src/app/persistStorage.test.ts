import { persistStore } from 'redux-persist';
import { credentialsReceived } from '@/features/auth';
import { itemAdded, itemRemoved, quantityChanged } from '@/features/quotes';
import { comparisonCleared, productToggled } from '@/features/compare';
import { sessionEnded, signedOut } from '@/shared/api/baseApi';
import { makePersistedStore, makeStore } from './store';
import { createSpecKeyStorage } from './persistStorage';
import { approvedCustomer, makeProduct } from '@/test/fixtures';

const flush = () => new Promise((r) => setTimeout(r, 20));

describe('persistence under the spec keys', () => {
  it('stores token, user details, flag, quote list and comparison list under their own keys', async () => {
    const store = makeStore(undefined, { persist: true });
    const persistor = persistStore(store);
    await flush();
    store.dispatch(credentialsReceived({ token: 'tok-1', customer: approvedCustomer }));
    store.dispatch(itemAdded({ id: 5, name: 'Router', quantity: 2, price: 1000, customRate: null }));
    store.dispatch(productToggled(makeProduct({ id: 9 })));
    await persistor.flush();
    expect(localStorage.getItem('userToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userDetails')!)).toMatchObject({ email: 'demo@example.com' });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(JSON.parse(localStorage.getItem('quoteRequests')!)).toEqual([{ id: 5, name: 'Router', quantity: 2, price: 1000, customRate: null }]);
    expect(JSON.parse(localStorage.getItem('comparisonList')!)[0]).toMatchObject({ id: 9, product_name: expect.any(String) });
    expect(localStorage.getItem('persist:root')).toBeNull();
  });

  it('clears credentials and the quote list on logout but keeps the comparison list', async () => {
    const store = makeStore(undefined, { persist: true });
    const persistor = persistStore(store);
    await flush();
    store.dispatch(credentialsReceived({ token: 'tok-2', customer: approvedCustomer }));
    store.dispatch(itemAdded({ id: 5, name: 'Router', quantity: 1, price: null, customRate: null }));
    store.dispatch(productToggled(makeProduct({ id: 3 })));
    store.dispatch(signedOut());
    await persistor.flush();
    for (const key of ['userToken', 'userDetails', 'isAuthenticated']) expect(localStorage.getItem(key)).toBeNull();
    expect(JSON.parse(localStorage.getItem('quoteRequests')!)).toEqual([]);
    expect(JSON.parse(localStorage.getItem('comparisonList')!)).toHaveLength(1);
  });

  it('restores a signed-in session only when both token and details are stored', async () => {
    localStorage.setItem('userToken', 'lonely-token');
    const storage = createSpecKeyStorage();
    const restored = JSON.parse((await storage.getItem('root'))!);
    expect(JSON.parse(restored.auth)).toMatchObject({ token: null, customer: null });

    localStorage.setItem('userDetails', JSON.stringify(approvedCustomer));
    const store = makeStore(undefined, { persist: true });
    persistStore(store);
    await flush();
    expect(store.getState().auth).toMatchObject({ token: 'lonely-token', customer: { email: 'demo@example.com' } });
  });

  it('keeps every change of the quote list under quoteRequests, restores it, and clears it on time-out', async () => {
    const store = makeStore(undefined, { persist: true });
    const persistor = persistStore(store);
    await flush();
    store.dispatch(credentialsReceived({ token: 'tok-3', customer: approvedCustomer }));
    store.dispatch(itemAdded({ id: 5, name: 'Router', quantity: 1, price: 1000, customRate: null }));
    store.dispatch(itemAdded({ id: 6, name: 'Switch', quantity: 2, price: 5000, customRate: 4500 }));
    store.dispatch(quantityChanged({ id: 5, quantity: 4 }));
    store.dispatch(itemRemoved(6));
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem('quoteRequests')!)).toEqual([{ id: 5, name: 'Router', quantity: 4, price: 1000, customRate: null }]);

    // A reload restores it.
    const again = makeStore(undefined, { persist: true });
    persistStore(again);
    await flush();
    expect(again.getState().quotes.items).toEqual([{ id: 5, name: 'Router', quantity: 4, price: 1000, customRate: null }]);

    again.dispatch(sessionEnded());
    await flush();
    expect(JSON.parse(localStorage.getItem('quoteRequests')!)).toEqual([]);
  });

  it('writes a change made just before the page is left (closing or reloading the tab loses nothing)', async () => {
    const { store } = makePersistedStore();
    await flush();
    store.dispatch(productToggled(makeProduct({ id: 9 })));
    await flush();
    store.dispatch(comparisonCleared());
    // No tick passes: redux-persist has not written yet; leaving the page must write now.
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('comparisonList')!)).toEqual([]);
  });
});
