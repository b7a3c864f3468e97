/**
 * The Node options and environment the server runs with (docs/operations.md, "Memory").
 *
 * - `--max-semi-space-size=16`: since Node 22, V8 sizes the young generation by the heap limit, so
 *   on a machine with much memory each semi-space grows to 64 MB (128 MB in all) and an instance
 *   keeps what it grew to. 16 MB, Node 20's size, measured about 100 MB less resident after load,
 *   with the same requests per second.
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (libuv's pool, V8's workers) an
 *   arena of its own, up to eight per core, and freed memory stays in them. Two arenas measured
 *   19 to 105 MB less resident at rest in four pairs of runs.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: glibc serves a block of 128 KB or more with mmap, and gives it
 *   back to the system when it is freed; but each time such a block is freed it raises that threshold,
 *   up to 32 MB, after which large blocks (the compressors' buffers for the rendered pages, among
 *   others) come from the heap and stay there once freed. Fixed at 128 KB, an idle instance held
 *   about 50 MB less of its heap (`[heap]` in /proc/<pid>/smaps: 112 to 53-62 MB).
 *
 * Both must be set before the process starts; other C libraries ignore them.
 *
 * `npm start` and the launchers of the tests, the benches and the cluster pass these; the start
 * scripts in package.json write them out, and a test holds them to this list.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/**
 * What this process was started without: each flag neither on its command line nor in NODE_OPTIONS,
 * and each environment setting as `NAME=value`.
 */
export function missingNodeSettings(
  execArgv: readonly string[] = process.execArgv,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)]);
  const flags = SERVER_NODE_FLAGS.filter((flag) => !given.has(flag));
  const settings = Object.entries(SERVER_ENVIRONMENT)
    .filter(([name, value]) => env[name] !== value)
    .map(([name, value]) => `${name}=${value}`);
  return [...flags, ...settings];
}
