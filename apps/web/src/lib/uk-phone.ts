/**
 * A published phone number as people in the UK write it: "+44 161 496 0000" → "0161 496 0000",
 * "02079460321" → "020 7946 0321", "07700900123" → "07700 900123". Ofcom's groupings: 02x as
 * 3-4-4; the large cities' 011x and 01x1 as 4-3-4; other 01 and 07 as 5-6; 03, 08 and 09 as
 * 4-3-4 (or 4-3-3 for the short freephone numbers). A number it cannot read, or one abroad,
 * comes back as published. Only the first of several ("0161…; 0800…") is kept.
 */
export function formatUkPhone(phone: string | null): string | null {
  const first = firstNumber(phone);
  if (!first) return null;
  const national = nationalDigits(first);
  return national ? (group(national) ?? first) : first;
}

/** The `tel:` link for a published number: UK numbers in international form, others as dialled; null without digits. */
export function ukPhoneHref(phone: string | null): string | null {
  const first = firstNumber(phone);
  if (!first) return null;
  const national = nationalDigits(first);
  if (national && group(national)) return `tel:+44${national.slice(1)}`;
  const dialled = first.replace(/[^\d+]/g, '');
  return /\d{6,}/.test(dialled) ? `tel:${dialled}` : null;
}

function firstNumber(phone: string | null): string | undefined {
  return phone?.split(/[;,/]/)[0]?.trim() || undefined;
}

/** "0" and the national digits of a UK number ("+44 (0)161…", "0044 161…", "0161…"), else undefined. */
function nationalDigits(text: string): string | undefined {
  if (/[a-z]/i.test(text)) return undefined;
  const digits = text.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  if (digits.startsWith('+44')) return `0${digits.slice(3)}`;
  if (digits.startsWith('0044')) return `0${digits.slice(4)}`;
  if (digits.startsWith('+')) return undefined;
  return digits.startsWith('0') ? digits : undefined;
}

function split(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

function group(national: string): string | undefined {
  const length = national.length;
  if (length === 11) {
    if (national.startsWith('02')) return split(national, [3, 4, 4]);
    if (/^01(1\d|\d1)/.test(national)) return split(national, [4, 3, 4]);
    if (/^0[157]/.test(national)) return split(national, [5, 6]);
    if (/^0[389]/.test(national)) return split(national, [4, 3, 4]);
  }
  // Ten digits: the short freephone numbers (0800 123 456) and a few small towns' (01xxx xxxxx).
  if (length === 10) {
    if (/^0(800|500)/.test(national)) return split(national, [4, 3, 3]);
    if (national.startsWith('01') && !/^01(1\d|\d1)/.test(national)) return split(national, [5, 5]);
  }
  return undefined;
}
