import { Writable } from 'node:stream';

/** A log destination for `buildApp({ logStream })` that keeps every line the app logs, for tests that read them. */
export function captureLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}
