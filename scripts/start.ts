// `npm start`: builds the web app when it is missing or out of date, then runs the server
// (web app and API in one process, on the embedded database unless DATABASE_URL is set).
import { buildWeb, webBuildIsStale } from './web-build.ts';

if (webBuildIsStale()) {
  console.log('Building the web app (first start or sources changed)…');
  await buildWeb();
}
await import('../apps/server/src/server.ts');
