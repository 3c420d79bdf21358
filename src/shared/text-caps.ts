import { z } from 'zod';

/**
 * What texts may cost (issue #40): caps on the texts the outbox is given, per number per day,
 * per signed-in account per hour and for the whole company per day, kept by admins on the
 * Settings page. A text over a cap is written 'held' with the reason, never sent, and never
 * counted against a cap; Deliveries lists it, and an admin may send it anyway.
 */
export interface TextCaps {
  /** Texts to one phone number in the last 24 hours. */
  textsPerNumberPerDay: number;
  /** Texts caused by one signed-in account's actions in the last hour (not the system's). */
  textsPerAccountPerHour: number;
  /** Texts of the whole company in the last 24 hours. */
  textsPerCompanyPerDay: number;
}

/**
 * What a company starts with. 20 a number a day: a guard in a busy week gets a few offers, a
 * reminder and a confirmation a day, far below it; a loop texting one number is stopped after
 * 20. 300 an account an hour: issue #30's busy night, a shift offered to 50 guards by text six
 * times in an hour, fits; a runaway script does not. 2,000 a company a day: about 40 a guard
 * for a company of 50 guards, and at a US provider's ~$0.008 a text, $16 a day at the most.
 */
export const DEFAULT_TEXT_CAPS: Readonly<TextCaps> = Object.freeze({
  textsPerNumberPerDay: 20,
  textsPerAccountPerHour: 300,
  textsPerCompanyPerDay: 2000,
});

/** The bounds of each cap: at least one text; at most what no company of guards would need. */
export const TEXT_CAP_BOUNDS: Record<keyof TextCaps, { min: number; max: number }> = {
  textsPerNumberPerDay: { min: 1, max: 1000 },
  textsPerAccountPerHour: { min: 1, max: 10_000 },
  textsPerCompanyPerDay: { min: 1, max: 1_000_000 },
};

/** How the Settings page and the audit log name each cap. */
export const TEXT_CAP_LABELS: Record<keyof TextCaps, string> = {
  textsPerNumberPerDay: 'Texts per number per day',
  textsPerAccountPerHour: 'Texts per account per hour',
  textsPerCompanyPerDay: 'Texts per company per day',
};

function cap(key: keyof TextCaps) {
  const { min, max } = TEXT_CAP_BOUNDS[key];
  const range = `${TEXT_CAP_LABELS[key]} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
  return z.number(range).int(range).min(min, range).max(max, range);
}

/** The caps as GET /api/settings answers them and the database keeps them. */
export const TextCapsSchema = z.object({
  textsPerNumberPerDay: cap('textsPerNumberPerDay'),
  textsPerAccountPerHour: cap('textsPerAccountPerHour'),
  textsPerCompanyPerDay: cap('textsPerCompanyPerDay'),
}) satisfies z.ZodType<TextCaps>;

/** Body of PATCH /api/settings for the caps: each optional. */
export const TextCapsPatchSchema = TextCapsSchema.partial();
export type TextCapsPatch = z.infer<typeof TextCapsPatchSchema>;

/** The caps as words for the audit log ('20 a day'). */
export function textCapsWords(caps: TextCaps): Record<keyof TextCaps, string> {
  const count = (value: number) => value.toLocaleString('en-US');
  return {
    textsPerNumberPerDay: `${count(caps.textsPerNumberPerDay)} a day`,
    textsPerAccountPerHour: `${count(caps.textsPerAccountPerHour)} an hour`,
    textsPerCompanyPerDay: `${count(caps.textsPerCompanyPerDay)} a day`,
  };
}

/** Which cap a held text met: the number's, the account's or the company's. */
export type TextCapHit =
  | { cap: 'number'; number: string; count: number; limit: number }
  | { cap: 'account'; accountName: string; count: number; limit: number }
  | { cap: 'company'; count: number; limit: number };

/**
 * Why a text was held, as Deliveries shows it: 'Held: +1 916 555 0142 had 20 texts in the last
 * 24 hours (cap 20)'. `number` is written as people read it (international format).
 */
export function heldReason(hit: TextCapHit): string {
  const texts = (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'text' : 'texts'}`;
  const limit = `(cap ${hit.limit.toLocaleString('en-US')})`;
  switch (hit.cap) {
    case 'number':
      return `Held: ${hit.number} had ${texts(hit.count)} in the last 24 hours ${limit}`;
    case 'account':
      return `Held: ${hit.accountName} caused ${texts(hit.count)} in the last hour ${limit}`;
    case 'company':
      return `Held: the company had ${texts(hit.count)} in the last 24 hours ${limit}`;
  }
}

/** 'Text the link' goes to one guard at most once in this long (issue #40). */
export const TEXT_LINK_INTERVAL_MS = 10 * 60_000;

/**
 * What a second 'Text the link' within TEXT_LINK_INTERVAL_MS is told (429): when the last went
 * and how long until the next may. Whole minutes, rounded up, so that 'in 1 minute' never
 * answers 429 again once it has passed.
 */
export function textLinkTooSoon(guardName: string, lastAt: Date, now: Date): string {
  const nextAt = lastAt.getTime() + TEXT_LINK_INTERVAL_MS;
  const ago = Math.max(0, Math.floor((now.getTime() - lastAt.getTime()) / 60_000));
  const wait = Math.max(1, Math.ceil((nextAt - now.getTime()) / 60_000));
  const minutes = (n: number) => `${String(n)} minute${n === 1 ? '' : 's'}`;
  const when = ago === 0 ? 'less than a minute ago' : `${minutes(ago)} ago`;
  return `${guardName} was texted the link ${when}: you can text it again in ${minutes(wait)}`;
}
