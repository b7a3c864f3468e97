import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Stops the PostgreSQL server the cluster uses, waits while `whileDown` runs, and starts it
 * again, whatever happens. The control command is Debian's (`pg_ctlcluster 15 main`, as
 * `.ci/run` starts it); `CLUSTER_PG_CTL` names another.
 */
export async function restartPostgres({ whileDown }: { whileDown: (downFor: () => number) => Promise<void> }) {
  const [command, ...args] = (process.env.CLUSTER_PG_CTL || 'pg_ctlcluster 15 main').split(/\s+/);
  await run(command!, [...args, 'stop', '-m', 'fast']);
  const stoppedAt = Date.now();
  try {
    await whileDown(() => Date.now() - stoppedAt);
  } finally {
    // Debian's start may report a failure while the server is up (its readiness probe can race the
    // server's first log lines); as .ci/run does, a running server is taken from `status`.
    await run(command!, [...args, 'start']).catch(async (error: unknown) => {
      await run(command!, [...args, 'status']).catch(() => {
        throw error;
      });
    });
  }
}
