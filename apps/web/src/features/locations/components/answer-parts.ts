import { useEffect, useState } from 'react';
import { loadBundles } from '../../../lib/i18n';
import type { LocationResults } from './location-results';
import type { NothingNear, SearchProblem } from './search-states';

/**
 * What shows the locator's answer: the results with their cards and map, "nothing near" and the
 * problem states, and their words (the `locationResults` bundle). They load once there is a search, beside the
 * search itself: /locations is rendered ahead without one, and its first load is counted (docs/web-app.md, "Budgets").
 */
export interface AnswerParts {
  LocationResults: typeof LocationResults;
  NothingNear: typeof NothingNear;
  SearchProblem: typeof SearchProblem;
}

let loaded: AnswerParts | null = null;

async function loadAnswerParts(): Promise<AnswerParts> {
  const [results, states] = await Promise.all([
    import('./location-results'),
    import('./search-states'),
    loadBundles(['locationResults']),
  ]);
  loaded = {
    LocationResults: results.LocationResults,
    NothingNear: states.NothingNear,
    SearchProblem: states.SearchProblem,
  };
  return loaded;
}

/**
 * The answer's parts once here, loading them when `wanted`; null until then, so the page never
 * names places it cannot list yet. A failed download goes to the page's error boundary.
 */
export function useAnswerParts(wanted: boolean): AnswerParts | null {
  const [parts, setParts] = useState(loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted || parts) return undefined;
    let live = true;
    loadAnswerParts().then(
      (next) => live && setParts(next),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, parts]);
  if (failure) throw failure.error;
  return parts;
}
