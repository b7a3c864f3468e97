import sharp from 'sharp';

/** A small real photo-like JPEG carrying EXIF (with GPS) and an orientation flag. */
export async function jpegWithGps(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Ann Owner', Make: 'PhoneCo', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function image(format: 'png' | 'webp' | 'gif' | 'avif' | 'jpeg', size = 16): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

/** A valid JPEG padded after its end marker to exactly `bytes` long. */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const base = await image('jpeg', 64);
  return Buffer.concat([base, Buffer.alloc(bytes - base.length, 0)]);
}

export function multipart(filename: string, contentType: string, body: Buffer, field = 'file') {
  const boundary = `----recircuit${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
