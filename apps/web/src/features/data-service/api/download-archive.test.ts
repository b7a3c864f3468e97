import { describe, expect, it } from 'vitest';
import { archiveDownloadUrl, refusalOf } from './download-archive';

describe('refusalOf', () => {
  it("reads the server's message from an error envelope", () => {
    expect(refusalOf('{"code":409,"message":"Your data is not ready to download yet","data":null}')).toBe(
      'Your data is not ready to download yet',
    );
    expect(refusalOf('{"code":401,"data":null}')).toBe('401');
  });

  it('finds nothing in an empty frame, a success or other text', () => {
    expect(refusalOf('')).toBeNull();
    expect(refusalOf(null)).toBeNull();
    expect(refusalOf('{"code":200,"message":"ok"}')).toBeNull();
    expect(refusalOf('PK\u0003\u0004')).toBeNull();
    expect(refusalOf('[1,2]')).toBeNull();
  });
});

describe('archiveDownloadUrl', () => {
  it('is the /proxy download endpoint of the order', () => {
    expect(archiveDownloadUrl('a/b')).toBe('/proxy/api/data-retrieval/order/a%2Fb/download');
  });
});
