import { modelDisplayName, type AdminModel } from '@recircuit/contract';

/** How a model reads in the picker: brand, name, type, and its status when it is not published. */
export function modelLabel(model: Pick<AdminModel, 'brand' | 'name' | 'type' | 'status'>): string {
  const base = `${modelDisplayName(model.brand, model.name)} · ${model.type}`;
  return model.status === 'published' ? base : `${base} (${model.status})`;
}

/**
 * The models an unknown device can be identified as: not retired (the server refuses those),
 * with the one already chosen kept in the list so the box can still show it.
 */
export function pickableModels(models: readonly AdminModel[], chosen: AdminModel | null): AdminModel[] {
  const usable = models.filter((model) => model.status !== 'retired');
  if (chosen && !usable.some((model) => model.id === chosen.id)) return [chosen, ...usable];
  return usable;
}
