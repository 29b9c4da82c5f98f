// Lighthouse 13 is written for Node 22, whose iterators have helper methods (map.values().find(),
// .flatMap(), .reduce(), ...). On Node 20 those calls throw and several performance insights end in
// an error. This adds the helpers the way Node 22 has them, for the measuring scripts only.
type Iter = Iterator<unknown> & Iterable<unknown>;
type Fn<R> = (value: unknown, index: number) => R;

const proto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as Record<string, unknown>;

function* iterate(it: Iter): Generator<[unknown, number]> {
  let i = 0;
  for (let r = it.next(); !r.done; r = it.next()) yield [r.value, i++];
}

const helpers: Record<string, (this: Iter, ...args: never[]) => unknown> = {
  *map(this: Iter, fn: Fn<unknown>) {
    for (const [v, i] of iterate(this)) yield fn(v, i);
  },
  *filter(this: Iter, fn: Fn<unknown>) {
    for (const [v, i] of iterate(this)) if (fn(v, i)) yield v;
  },
  *flatMap(this: Iter, fn: Fn<Iterable<unknown>>) {
    for (const [v, i] of iterate(this)) yield* fn(v, i);
  },
  *take(this: Iter, n: number) {
    if (n <= 0) return;
    for (const [v, i] of iterate(this)) {
      yield v;
      if (i + 1 >= n) return;
    }
  },
  *drop(this: Iter, n: number) {
    for (const [v, i] of iterate(this)) if (i >= n) yield v;
  },
  reduce(this: Iter, ...args: never[]) {
    const [fn, ...init] = args as unknown as [(acc: unknown, v: unknown, i: number) => unknown, unknown?];
    let started = init.length > 0;
    let acc = init[0];
    for (const [v, i] of iterate(this)) {
      if (!started) {
        acc = v;
        started = true;
      } else acc = fn(acc, v, i);
    }
    if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
    return acc;
  },
  find(this: Iter, fn: Fn<unknown>) {
    for (const [v, i] of iterate(this)) if (fn(v, i)) return v;
    return undefined;
  },
  some(this: Iter, fn: Fn<unknown>) {
    for (const [v, i] of iterate(this)) if (fn(v, i)) return true;
    return false;
  },
  every(this: Iter, fn: Fn<unknown>) {
    for (const [v, i] of iterate(this)) if (!fn(v, i)) return false;
    return true;
  },
  forEach(this: Iter, fn: Fn<unknown>) {
    for (const [v, i] of iterate(this)) fn(v, i);
  },
  toArray(this: Iter) {
    return [...iterate(this)].map(([v]) => v);
  },
};

for (const [name, fn] of Object.entries(helpers)) {
  if (typeof proto[name] !== 'function') Object.defineProperty(proto, name, { value: fn, writable: true, configurable: true });
}
