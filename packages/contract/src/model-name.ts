/**
 * A model as people read it: its brand, then its name, the brand not said twice when the
 * name already begins with it ("Apple Watch Series 9", "OnePlus 7T", not "Apple Apple Watch
 * Series 9"). Everything that shows a model's name (pages, emails, PDFs) writes it with this.
 */
export function modelDisplayName(brand: string | null | undefined, name: string): string {
  const maker = (brand ?? '').trim();
  const model = name.trim();
  if (!maker) return model;
  const head = model.slice(0, maker.length);
  const next = model.charAt(maker.length);
  // The brand as a whole word at the start: "One" is not repeated in "One X", but is kept before "OnePlus 7".
  // The same rule as the staff order list's SQL (device-orders/staff-repository.ts).
  const saysBrand =
    head.toLocaleLowerCase('en-GB') === maker.toLocaleLowerCase('en-GB') && (next === '' || next === ' ');
  return saysBrand ? model : `${maker} ${model}`;
}
