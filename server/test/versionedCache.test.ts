// The catalogue's answer caches: what is kept, for how long, and what is not kept at all.
import { VersionedCache } from '../src/modules/catalog/cache';

function counted() {
  const calls: string[] = [];
  const compute = (key: string) => () => {
    calls.push(key);
    return Promise.resolve(`answer ${key} #${calls.length}`);
  };
  return { calls, compute };
}

describe('VersionedCache', () => {
  it('keeps every answer by default, until a newer version is read', async () => {
    const cache = new VersionedCache<string>(10);
    const { calls, compute } = counted();
    await cache.get(1, 'a', compute('a'));
    await cache.get(1, 'a', compute('a'));
    expect(calls).toEqual(['a']);
    await cache.get(2, 'a', compute('a'));
    expect(calls).toEqual(['a', 'a']);
  });

  it('with admitOnRepeat keeps an answer only when its key comes again: a one-off query never enters it', async () => {
    const cache = new VersionedCache<string>(10, true);
    const { calls, compute } = counted();
    // The long tail: 100 different keys once each leave nothing behind.
    for (let i = 0; i < 100; i += 1) await cache.get(1, `page ${i}`, compute(`page ${i}`));
    expect(cache.size).toBe(0);
    // A key asked for again while still remembered is kept from then on.
    await cache.get(1, 'page 99', compute('page 99'));
    expect(await cache.get(1, 'page 99', compute('page 99'))).toBe('answer page 99 #101');
    expect(calls.filter((k) => k === 'page 99')).toHaveLength(2);
    expect(cache.size).toBe(1);
  });

  it('with admitOnRepeat still shares one computation between concurrent first requests', async () => {
    const cache = new VersionedCache<string>(10, true);
    const { calls, compute } = counted();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get(1, 'home', compute('home'))));
    expect(calls).toEqual(['home']);
    expect(new Set(answers).size).toBe(1);
  });

  it('with admitOnRepeat forgets keys seen once after four times its size, and everything on a new version', async () => {
    const cache = new VersionedCache<string>(2, true);
    const { calls, compute } = counted();
    await cache.get(1, 'first', compute('first'));
    for (let i = 0; i < 8; i += 1) await cache.get(1, `other ${i}`, compute(`other ${i}`));
    // 'first' fell out of the eight remembered keys, so its second request is a first one again.
    await cache.get(1, 'first', compute('first'));
    await cache.get(1, 'first', compute('first'));
    expect(calls.filter((k) => k === 'first')).toHaveLength(3);
    expect(cache.size).toBe(1);
    // A new version forgets what was seen under the old one too.
    await cache.get(2, 'first', compute('first'));
    expect(cache.size).toBe(0);
  });
});
