import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { BY_POST, handInOf, type PlaceChoice } from '../model/places';

/**
 * The place chosen on a confirm page, or the post. `require()` answers what save-device is sent for it (the partner's
 * id, or `handIn: 'post'`), or says (inline and in a toast) that a place must be chosen first and answers null, so
 * nothing is sent without one.
 */
export function usePlaceChoice() {
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    place,
    /** The picker's radio value: the partner's id, or the post's. */
    value: place === null ? null : place === BY_POST ? BY_POST : place.partnerId,
    choose: (choice: PlaceChoice) => {
      setPlace(choice);
      setMissing(false);
    },
    error: missing ? words(CATALOGUE_MESSAGES.placeRequired) : undefined,
    require: () => {
      if (place) return handInOf(place);
      setMissing(true);
      toast.error(CATALOGUE_MESSAGES.placeRequired, { id: 'place-required' });
      return null;
    },
  };
}
