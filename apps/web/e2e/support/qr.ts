import type { Page } from 'playwright-core';

/** The same decoder the API tests use: it reads a QR PNG as a phone camera would. */
export { decodeQr } from '../../../server/test/helpers/qr.ts';

/** The bytes of the image an <img> on the page shows (a blob: URL included). */
export async function imageBytes(page: Page, selector: string): Promise<Buffer> {
  // Redrawn through a canvas: the page's CSP does not let fetch() read blob: URLs.
  const dataUrl = await page.locator(selector).evaluate((element) => {
    const image = element as HTMLImageElement;
    if (!image.complete || image.naturalWidth === 0) throw new Error('the image has not loaded');
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
