/**
 * How long a text is on a phone network (3GPP TS 23.038): a text of GSM-7 characters only is one
 * segment up to 160 of them; a single other character (an emoji, a curly quote, 'ł') sends the
 * whole text as UCS-2, 70 characters a segment. The extension table's characters count two (an
 * escape and the character).
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** One segment of a GSM-7 text, in septets. */
export const GSM_SEGMENT = 160;

/** The septets `text` takes as a GSM-7 text, or null when it holds a character GSM-7 lacks. */
export function gsmLength(text: string): number | null {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENDED.has(character)) septets += 2;
    else return null;
  }
  return septets;
}

/** True when `text` goes as one GSM-7 segment. */
export function isOneSegment(text: string): boolean {
  const length = gsmLength(text);
  return length !== null && length <= GSM_SEGMENT;
}

/** A multipart text's segment: 153 septets of GSM-7 or 67 characters of UCS-2 (a header each). */
const GSM_PART = 153;
const UCS2_SEGMENT = 70;
const UCS2_PART = 67;

/** How many segments `text` is sent as: GSM-7 when it can be, else UCS-2 (UTF-16 units). */
export function segmentCount(text: string): number {
  const septets = gsmLength(text);
  if (septets !== null) return septets <= GSM_SEGMENT ? 1 : Math.ceil(septets / GSM_PART);
  return text.length <= UCS2_SEGMENT ? 1 : Math.ceil(text.length / UCS2_PART);
}
