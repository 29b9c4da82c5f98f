// Profile images: recognised by their first bytes (a client's mimetype proves nothing), kept in
// the file store (lib/fileStore.ts) under uploads/avatars/ with a random name, served at
// /media/uploads/ by modules/media/uploads.ts.
import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../lib/fileStore';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_DIR = 'uploads/avatars';

export interface ImageKind {
  ext: 'png' | 'jpg' | 'webp' | 'gif';
  mime: string;
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

/** The image type of a file's content, or null when it is not a PNG, JPEG, WebP or GIF. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', mime: 'image/webp' };
  }
  const head = buf.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { ext: 'gif', mime: 'image/gif' };
  return null;
}

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
