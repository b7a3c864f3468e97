import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PrivateNodeFS } from './private-node-fs.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

// A worker's entry (client.ts, `createPgliteCluster`): makes the cluster of the data folder it is given.
const { dir } = workerData as { dir: string };
const client = await PGlite.create({ fs: new PrivateNodeFS(dir), extensions: PGLITE_EXTENSIONS });
await client.close();
