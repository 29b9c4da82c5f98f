// One fetch per turn of the event loop, and never an answer from a fetch that started before the call.
import { turnBatcher } from '../src/lib/turnBatch';

const nextTurn = () => new Promise((r) => setImmediate(r));

it('fetches the keys asked for in one turn together, each key once, and answers each call for its key', async () => {
  const fetched: string[][] = [];
  const load = turnBatcher(async (keys: string[]) => {
    fetched.push(keys);
    return new Map(keys.filter((k) => k !== 'gone').map((k) => [k, k.toUpperCase()]));
  }, 'missing');
  const answers = await Promise.all([load('a'), load('b'), load('a'), load('gone')]);
  expect(answers).toEqual(['A', 'B', 'A', 'missing']);
  expect(fetched).toEqual([['a', 'b', 'gone']]);
});

it('never lets a call join a fetch that started before it was made', async () => {
  let version = 1;
  const started: number[] = [];
  const releases: (() => void)[] = [];
  const load = turnBatcher((keys: string[]) => {
    const seen = version;
    started.push(seen);
    return new Promise<Map<string, number>>((resolve) => releases.push(() => resolve(new Map(keys.map((k) => [k, seen])))));
  }, 0);
  const a = load('v');
  await nextTurn();
  expect(started).toEqual([1]);
  // A change commits while that fetch is in flight; a call made now gets a fetch of its own.
  version = 2;
  const b = load('v');
  await nextTurn();
  expect(started).toEqual([1, 2]);
  releases.forEach((release) => release());
  expect(await a).toBe(1);
  expect(await b).toBe(2);
});

it('rejects every call of a failed fetch, and the next turn fetches again', async () => {
  let fail = true;
  const load = turnBatcher(async (keys: number[]) => {
    if (fail) throw new Error('database down');
    return new Map(keys.map((k) => [k, k * 2]));
  }, -1);
  const results = await Promise.allSettled([load(1), load(2)]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  fail = false;
  await expect(load(2)).resolves.toBe(4);
});
