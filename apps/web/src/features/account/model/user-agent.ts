/**
 * The browser and system a session's user agent names, enough for a person to recognise their
 * device in the signed-in devices list. Order matters: browsers built on Chrome also say
 * "Chrome/" (and Chrome says "Safari/"), so the more particular names are tried first; iOS
 * browsers say "like Mac OS X", Android and ChromeOS say "Linux" or "X11".
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\//, 'Chrome'],
  // Safari says "Version/…" before "Safari/"; an app's built-in browser on iOS says neither.
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b|\biPod\b/, 'iOS'],
  // An iPad asking for the desktop site says "Macintosh": it reads as macOS, as it asked to.
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (userAgent: string, names: readonly (readonly [RegExp, string])[]) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function parseUserAgent(userAgent: string): { browser: string | null; system: string | null } {
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS) };
}

/**
 * A short name for a session's device: "Chrome on Windows" (worded by `on` in the page's language),
 * the browser or the system alone when only one is known, else the start of the agent itself.
 */
export function describeUserAgent(
  userAgent: string | null,
  on: (browser: string, system: string) => string,
): string | null {
  if (!userAgent) return null;
  const { browser, system } = parseUserAgent(userAgent);
  if (browser && system) return on(browser, system);
  return browser ?? system ?? userAgent.slice(0, 60);
}
