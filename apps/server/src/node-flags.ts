/**
 * The Node options the server runs with (docs/operations.md, "Memory"). Since Node 22, V8 sizes
 * the young generation by the heap limit, so on a machine with much memory each semi-space grows
 * to 64 MB (128 MB in all) and an instance keeps what it grew to. 16 MB, Node 20's size, measured
 * about 100 MB less resident after load, with the same requests per second.
 *
 * `npm start` and the launchers of the tests, the benches and the cluster pass these; the start
 * scripts in package.json write them out, and a test holds them to this list.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

/** The flags this process was started without (neither on its command line nor in NODE_OPTIONS). */
export function missingNodeFlags(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)]);
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flag));
}
