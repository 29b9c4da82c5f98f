import { devToolsRequested } from './flag';

function tabStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('devToolsRequested in a production build', () => {
  it('is off unless the page was opened with ?devtools, then stays on for the tab until ?devtools=off', () => {
    const tab = tabStorage();
    expect(devToolsRequested('', tab, false)).toBe(false);
    expect(devToolsRequested('?page=2', tab, false)).toBe(false);
    expect(devToolsRequested('?devtools', tab, false)).toBe(true);
    // Reloads and other pages of the same tab.
    expect(devToolsRequested('', tab, false)).toBe(true);
    expect(devToolsRequested('?devtools=off', tab, false)).toBe(false);
    expect(devToolsRequested('', tab, false)).toBe(false);
    // Another tab has its own session storage.
    expect(devToolsRequested('', tabStorage(), false)).toBe(false);
  });

  it('is off when the browser refuses storage', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(devToolsRequested('?devtools', refusing, false)).toBe(false);
  });

  it('is always on in development', () => {
    expect(devToolsRequested('', tabStorage(), true)).toBe(true);
  });
});
