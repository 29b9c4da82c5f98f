// Offers the store's tools to an AI agent where the browser has WebMCP: the tools' code is a chunk
// of its own, fetched only then, so other browsers download nothing for it.
import { findModelContext } from '@/shared/lib/webmcp';
import type { AppStore } from '../store';

export function offerStoreTools(store: AppStore): void {
  const modelContext = findModelContext();
  if (!modelContext) return;
  import(/* webpackChunkName: "webmcp" */ './storeTools')
    .then((m) => m.registerStoreTools(modelContext, store))
    // The store works the same without the tools; a failed chunk or registration only costs the agent them.
    .catch(() => undefined);
}
