import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/**
 * Makes sure Debian's Chromium is there for the browser tests. No browser is ever
 * downloaded by npm: as root with apt it installs the `chromium` package, otherwise
 * it says in one line what to install.
 */
export function ensureChromium(): string {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
    console.log('Chromium is missing: installing the Debian package "chromium"…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install.status === 0 && existsSync(path)) return path;
  }
  console.error(
    `Browser tests need Chromium at ${path}: install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
