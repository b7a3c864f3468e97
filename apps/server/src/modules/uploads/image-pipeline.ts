import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MESSAGES } from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';

/** What we accept, read from the bytes, never from the file name or the browser's claim. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** About 40 megapixels: more than any phone camera, less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
const THUMB_SIZE = 320;

export interface ProcessedImage {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
  thumb: Buffer;
}

/**
 * Decodes the upload and encodes it afresh: orientation applied, every metadata block
 * (EXIF with GPS, XMP, IPTC, ICC) dropped, sRGB out. Whatever the bytes hid goes with them.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(415, UPLOAD_MESSAGES.onlyImages);
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false });
  try {
    const metadata = await input().metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
      throw new AppError(413, UPLOAD_MESSAGES.tooManyPixels);
    const oriented = input().rotate().toColourspace('srgb');
    const encoded =
      type.mime === 'image/jpeg'
        ? oriented.jpeg({ quality: 85, mozjpeg: true })
        : type.mime === 'image/webp' || type.mime === 'image/avif'
          ? oriented.webp({ quality: 85 })
          : oriented.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data)
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { body: data, contentType: `image/${info.format}`, width: info.width, height: info.height, thumb };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError(413, UPLOAD_MESSAGES.tooManyPixels);
    throw new AppError(400, UPLOAD_MESSAGES.unreadable);
  }
}
