import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { PlaceOption } from '../model/places';

/**
 * The place chosen on a confirm page. `require()` answers the chosen partner's id, or says (inline and in a toast)
 * that a place must be chosen first and answers null, so nothing is sent without one.
 */
export function usePlaceChoice() {
  const [place, setPlace] = useState<PlaceOption | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    place,
    choose: (option: PlaceOption) => {
      setPlace(option);
      setMissing(false);
    },
    error: missing ? words(CATALOGUE_MESSAGES.placeRequired) : undefined,
    require: (): string | null => {
      if (place) return place.partnerId;
      setMissing(true);
      toast.error(CATALOGUE_MESSAGES.placeRequired, { id: 'place-required' });
      return null;
    },
  };
}
