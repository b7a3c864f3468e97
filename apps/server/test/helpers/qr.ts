import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS with a default export; under Node's ESM interop it arrives as the module object.
const jsQR = ((jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule) as unknown as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

/** Reads the text of a QR code PNG, as a phone camera would. */
export function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}
