import type { Db } from '../client';
export async function seedIfEmpty(_db: Db, _opts: { log?: (m: string) => void } = {}): Promise<boolean> {
  return false;
}
