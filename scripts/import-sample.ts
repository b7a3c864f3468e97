// `npm run import:sample`: loads the small real sample in samples/locations (samples/locations/README.md) with
// the two import commands, while the site runs or before it starts.
import { join } from 'node:path';
import { CommandFailed, run } from './run.ts';
import { ROOT } from './web-build.ts';

const SAMPLE = join(ROOT, 'samples', 'locations');
const file = (name: string) => join(SAMPLE, name);

try {
  await run('npm', ['run', '--silent', 'import:locations', '--', file('recycling-centres.geojson')], { cwd: ROOT });
  await run(
    'npm',
    [
      'run',
      '--silent',
      'import:gazetteer',
      '--',
      '--postcodes',
      file('postcodes.csv'),
      '--outcodes',
      file('outcodes.csv'),
      '--sectors',
      file('sectors.csv'),
      '--places',
      file('places.csv'),
    ],
    { cwd: ROOT },
  );
} catch (error) {
  console.error(error instanceof CommandFailed ? error.message : String(error));
  process.exit(1);
}
