import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { Selection } from '../model/cascade';

/** The recycle form's selection as it stands, one object for as long as no select changes. */
export function useSelection(control: Control<Selection, unknown, unknown>): Selection {
  const [type, brand, name, color, storage, grade] = useWatch({
    control,
    name: ['type', 'brand', 'name', 'color', 'storage', 'grade'],
  });
  return useMemo(() => ({ type, brand, name, color, storage, grade }), [type, brand, name, color, storage, grade]);
}
