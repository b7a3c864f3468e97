import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** What a server that reshapes a value before checking it cannot promise about what it is sent. */
const CHECKED_AFTER_RESHAPING = [
  'enum',
  'const',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
];

/**
 * zod's `toJSONSchema` override for the document's request schemas, so they accept what the
 * server accepts (docs/api.md, "The contract holds every status"):
 * - a `z.preprocess` field is described by the schema its value is checked against once reshaped
 *   (trimmed, upper-cased, its dashes taken out, "128" read as 128): the document keeps its type
 *   when it is text and leaves the rest to the server;
 * - a `z.coerce` number may also come as text;
 * - an object's field is required only when leaving it out is refused.
 */
export function acceptedInput(context: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }): void {
  const { zodSchema, jsonSchema } = context;
  const def = zodSchema._zod.def as z.core.$ZodTypeDef & { in?: z.core.$ZodType; coerce?: boolean };
  if (def.type === 'pipe' && def.in?._zod.def.type === 'transform') {
    for (const keyword of CHECKED_AFTER_RESHAPING) delete jsonSchema[keyword];
    if (jsonSchema.type !== 'string') delete jsonSchema.type;
  } else if (def.coerce) {
    const checked = { ...jsonSchema };
    for (const keyword of Object.keys(jsonSchema)) delete jsonSchema[keyword];
    jsonSchema.anyOf = [checked, { type: 'string' }];
  }
  if (def.type === 'object' && Array.isArray(jsonSchema.required)) {
    const shape = (zodSchema as z.ZodObject).shape;
    const required = (jsonSchema.required as string[]).filter(
      (name) => !shape[name] || !z.safeParse(shape[name], undefined).success,
    );
    if (required.length > 0) jsonSchema.required = required;
    else delete jsonSchema.required;
  }
}
