// Profile images: judged by decoding (lib/decodeImage.ts: a client's mimetype proves nothing) and
// kept re-encoded in the file store (lib/fileStore.ts) under uploads/avatars/ with a random name,
// served at /media/uploads/ by modules/media/uploads.ts.
import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../lib/fileStore';
import type { ImageKind } from '../../lib/imageKind';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** An upload of more pixels is refused before it is decoded; what is kept is at most this square. */
export const AVATAR_MAX_PIXELS = 16_000_000;
export const AVATAR_LARGEST = 512;
export const AVATAR_DIR = 'uploads/avatars';

/** Stores the image and returns its key, which is also its path under /media/ (what the customer's `image` holds). */
export async function saveAvatar(store: FileStore, data: Buffer, kind: ImageKind): Promise<string> {
  // 128 random bits: a new name never meets an existing one, so nothing is ever overwritten.
  const key = `${AVATAR_DIR}/${randomBytes(16).toString('hex')}.${kind.ext}`;
  await store.put(key, data, { contentType: kind.mime });
  return key;
}

/** Removes a stored avatar; anything that is not one of ours (seeded images, odd values) is left alone. */
export async function removeAvatar(store: FileStore, image: string | null | undefined): Promise<void> {
  if (!image || !/^uploads\/avatars\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/.test(image)) return;
  await store.delete(image);
}
