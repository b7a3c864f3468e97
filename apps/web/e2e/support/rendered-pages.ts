import { LANGUAGE_COOKIE } from '../../../../packages/contract/src/languages.ts';
import { PAGE_DATA_ELEMENT_ID } from '../../../../packages/contract/src/rendering.ts';

/**
 * Waits until the server has rendered each page in each language (it renders them in the
 * background once it listens, docs/rendering.md): until then it answers with the app shell.
 */
export async function waitForRenderedPages(
  baseUrl: string,
  paths: readonly string[],
  languages: readonly string[],
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const language of languages) {
    for (const path of paths) {
      for (;;) {
        const answer = await fetch(`${baseUrl}${path}`, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
        if ((await answer.text()).includes(`id="${PAGE_DATA_ELEMENT_ID}"`)) break;
        if (Date.now() > deadline) throw new Error(`${path} (${language}) was not rendered by the server in time`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }
}
