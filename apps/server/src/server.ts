import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { DataDirError, PRIVATE_UMASK, prepareDataDir } from './lib/data-dir.ts';
import { publicUrlMismatch } from './lib/public-url-check.ts';
import { FONTS_DIR, MissingFontsError, missingFonts } from './modules/certificates/fonts.ts';
import { missingNodeSettings } from './node-flags.ts';

// Before anything is written to DATA_DIR (the session secret is, by loadConfig).
process.umask(PRIVATE_UMASK);
let config: Config;
let tightened: number;
try {
  config = loadConfig();
  ({ tightened } = prepareDataDir(config.dataDir));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The PDFs' fonts come with `npm install` (docs/operations.md, "Fonts"): without them no certificate,
// label or slip can be made, so production does not start, and elsewhere the server says so.
const fontsMissing = missingFonts();
if (fontsMissing.length > 0 && config.env === 'production') {
  console.error(`${new MissingFontsError(FONTS_DIR, fontsMissing).message} Production does not start without them.`);
  process.exit(1);
}

// The server process also takes operator commands (create-admin…) on a socket in DATA_DIR.
const app = await buildApp(config, { operatorChannel: true });
if (tightened > 0) {
  app.log.warn({ tightened }, 'DATA_DIR held files other users could read; they are now private to this user');
}
const missing = missingNodeSettings();
if (missing.length > 0) {
  app.log.warn(
    { missing },
    "node was started without the server's settings (npm start passes them): the instance will hold more memory",
  );
}
if (fontsMissing.length > 0) {
  app.log.warn(new MissingFontsError(FONTS_DIR, fontsMissing).message);
}
if (!app.servesWeb) {
  app.log.warn({ webDistDir: config.webDistDir }, 'the web app is not built; serving the API only');
}

let stopping = false;
let endDrain: (() => void) | undefined;

/**
 * SIGTERM (from an orchestrator) first drains: the health check answers 503 so the load
 * balancer takes this instance out, while requests still arriving are served. Then, as
 * for SIGINT, the server closes once the requests in flight are done. A second signal
 * ends the drain at once.
 */
async function stop(signal: NodeJS.Signals) {
  if (stopping) {
    endDrain?.();
    return;
  }
  stopping = true;
  app.lifecycle.startDraining();
  const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
  if (drainMs > 0) {
    app.log.info({ signal, drainMs }, 'draining: the health check answers 503 while requests are still served');
    await new Promise<void>((resolve) => {
      endDrain = resolve;
      setTimeout(resolve, drainMs);
    });
  }
  app.log.info({ signal }, 'stopping: finishing requests in flight');
  // A request that never ends must not keep the process alive for ever.
  const timer = setTimeout(() => {
    app.log.error('requests did not finish within 10 s; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while stopping');
    process.exit(1);
  }
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`ReCircuit is serving on ${config.publicUrl}`);
  const mismatch = publicUrlMismatch(config.host, config.port, config.publicUrl);
  if (mismatch) app.log.warn(mismatch);
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
