import type { UnknownOrder } from '@recircuit/contract';
import { toPounds } from '../catalogue/pricing.ts';
import type { UnknownOrderRow } from './repository.ts';

/**
 * Where the owner of an identified device continues as a normal order: the recycle form
 * (the current or rare one for such a model), prefilled with the model through its query
 * (docs/web-app.md, "Recycle"); colour, storage and grade ride along for the form to use.
 */
export function continuePath(model: {
  type: string;
  brand: string;
  name: string;
  classification: string;
  color: string;
  storage: number;
  grade: string;
}): string {
  const query = new URLSearchParams({
    type: model.type,
    brand: model.brand,
    name: model.name,
    color: model.color,
    storage: String(model.storage),
    grade: model.grade,
  });
  const form = model.classification === 'current' || model.classification === 'rare' ? model.classification : 'recycle';
  return `/recycle/${form}?${query}`;
}

/** The model and quote staff attached, once the order is Identified. */
export function identificationView(order: UnknownOrderRow): UnknownOrder['identification'] {
  if (
    order.status !== 'Identified' ||
    order.modelType === null ||
    order.modelBrand === null ||
    order.modelName === null ||
    order.modelClassification === null ||
    order.grade === null ||
    order.color === null ||
    order.storageGb === null ||
    // Only a rare model goes without a quote: the specialist partner values it (DOMAIN.md).
    (order.modelClassification !== 'rare' && (order.pricePence === null || order.quoteExpiresAt === null))
  ) {
    return null;
  }
  const model = {
    type: order.modelType,
    brand: order.modelBrand,
    name: order.modelName,
    classification: order.modelClassification,
    color: order.color,
    storage: order.storageGb,
    grade: order.grade,
  };
  return {
    modelId: order.modelId,
    ...model,
    price: order.pricePence === null ? null : toPounds(order.pricePence),
    quoteValidUntil: order.pricePence === null ? null : (order.quoteExpiresAt?.toISOString() ?? null),
    continuePath: continuePath(model),
  };
}
