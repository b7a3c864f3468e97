import { join } from 'node:path';

/** Where the running server listens for operator commands: a folder only its user may enter, in DATA_DIR. */
export function operatorSocketPath(dataDir: string): string {
  return join(dataDir, 'run', 'operator.sock');
}

/** Linux and macOS refuse a Unix socket path longer than about 104 bytes. */
export const SOCKET_PATH_MAX_BYTES = 103;

export function socketPathFits(path: string): boolean {
  return Buffer.byteLength(path) <= SOCKET_PATH_MAX_BYTES;
}
