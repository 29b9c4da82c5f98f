// An uploaded image judged by decoding it, not by its first bytes alone: a file that merely starts
// like a PNG, an HTML polyglot, or a header claiming 50,000 x 50,000 pixels is refused before any
// pixel is allocated, and what is kept is re-encoded from the decoded bitmap (so nothing but the
// picture survives: no trailing HTML, no EXIF, no GPS). Product, content and profile images use it.
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { sniffImage, type ImageKind } from './imageKind';

/** Why an upload is not an image the store keeps. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'not_an_image' | 'too_many_pixels') {
    super(reason);
  }
}

/** A decoded bitmap, upright, in sRGB, at most `largest` pixels on its longer side. */
export interface DecodedImage {
  kind: ImageKind;
  raw: Buffer;
  info: OutputInfo;
}

export async function decodeImage(data: Buffer, opts: { maxPixels: number; largest: number; allowGif?: boolean }): Promise<DecodedImage> {
  const kind = sniffImage(data);
  if (!kind || (kind.ext === 'gif' && !opts.allowGif)) throw new ImageRefused('not_an_image');
  let meta: Metadata;
  try {
    // The header only: dimensions are known before anything is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('not_an_image');
  }
  if (!meta.width || !meta.height) throw new ImageRefused('not_an_image');
  if (meta.width * meta.height > opts.maxPixels) throw new ImageRefused('too_many_pixels');
  try {
    const { data: raw, info } = await sharp(data, { limitInputPixels: opts.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: opts.largest, height: opts.largest, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { kind, raw, info };
  } catch {
    // Right first bytes, broken body (a truncated or corrupt file, or not an image after all).
    throw new ImageRefused('not_an_image');
  }
}

/** The decoded bitmap as a new file of its own format (quality for photographs; PNG stays lossless). */
export async function encodeImage(img: DecodedImage): Promise<{ bytes: Buffer; ext: ImageKind['ext']; mime: string }> {
  const { width, height, channels } = img.info;
  const pipeline = sharp(img.raw, { raw: { width, height, channels } });
  // A GIF (profile pictures take them) is kept as its first frame, losslessly, as a PNG.
  if (img.kind.ext === 'png' || img.kind.ext === 'gif') return { bytes: await pipeline.png({ compressionLevel: 9 }).toBuffer(), ext: 'png', mime: 'image/png' };
  if (img.kind.ext === 'webp') return { bytes: await pipeline.webp({ quality: 82 }).toBuffer(), ext: 'webp', mime: 'image/webp' };
  return { bytes: await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer(), ext: 'jpg', mime: 'image/jpeg' };
}
