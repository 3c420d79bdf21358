import { reachTheOffice } from '../../../shared/company-profile.js';
import { formatDate } from '../../../shared/date-format.js';

/** A shift as a reply names it: 'Sat Nov 28 06:00-14:00 at Bayview Plaza'. */
export interface RepliedShift {
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationName: string;
}

/** A pending offer a reply lists, so that the guard can answer it by its code. */
export interface ListedOffer extends RepliedShift {
  code: string;
}

/** 'Sat Nov 28 06:00-14:00 at Bayview Plaza' (GSM-7 characters only, as offer-texts.ts explains). */
export function shiftLine(shift: RepliedShift): string {
  const times =
    shift.startTime && shift.endTime
      ? ` ${shift.startTime.slice(0, 5)}-${shift.endTime.slice(0, 5)}`
      : '';
  return `${formatDate(shift.date).replace(',', '')}${times} at ${shift.locationName}`;
}

/** At most this many offers (or shifts to confirm) are listed in one reply (a text stays short). */
const LISTED_MAX = 3;

/** '4821 = Sat Nov 28 06:00-14:00 at Bayview Plaza; …': offers, or shifts to confirm by code. */
function listed(offers: readonly ListedOffer[]): string {
  const shown = offers
    .slice(0, LISTED_MAX)
    .map((offer) => `${offer.code} = ${shiftLine(offer)}`)
    .join('; ');
  return offers.length > LISTED_MAX ? `${shown}; and more` : shown;
}

/**
 * The answers to guards' texts (issue #30), each starting with the company's name (COMPANY_NAME)
 * so that the guard knows who writes; replies go through the outbox like every other text.
 */
export function textReplies(companyName: string, officePhone: string | null) {
  const say = (text: string) => `${companyName}: ${text}`;
  const callOffice = reachTheOffice(officePhone, 'text');
  return {
    taken: (shift: RepliedShift) =>
      say(`sorry, ${shiftLine(shift)} was already taken by another guard.`),
    declined: (shift: RepliedShift) => say(`thanks, we noted you pass on ${shiftLine(shift)}.`),
    /** The offer can no longer be answered ('The office withdrew this offer'). */
    closed: (shift: RepliedShift, why: string) => say(`${why} (${shiftLine(shift)}).`),
    noOffers: () => say('you have no open shift offers right now.'),
    several: (offers: readonly ListedOffer[]) =>
      say(
        `you have ${String(offers.length)} open offers: reply YES or NO with its code. ` +
          `${listed(offers)}.`,
      ),
    unknownCode: (code: string, offers: readonly ListedOffer[]) =>
      say(
        offers.length === 0
          ? `no open offer has the code ${code}, and you have none right now.`
          : `no open offer has the code ${code}. Your open offers: ${listed(offers)}.`,
      ),
    /** Issue #39: the answer to 'OK 4821', a reminder's; and what a wrong or stale code gets. */
    confirmed: (shift: RepliedShift) => say(`Confirmed: ${shiftLine(shift)}. Thank you.`),
    noneToConfirm: () => say('you have no shift to confirm right now.'),
    severalToConfirm: (shifts: readonly ListedOffer[]) =>
      say(
        `you have ${String(shifts.length)} shifts to confirm: reply OK with its code. ` +
          `${listed(shifts)}.`,
      ),
    unknownConfirmCode: (code: string, shifts: readonly ListedOffer[]) =>
      say(
        shifts.length === 0
          ? `no shift to confirm has the code ${code}, and you have none right now.`
          : `no shift to confirm has the code ${code}. Your shifts to confirm: ${listed(shifts)}.`,
      ),
    unknownNumber: () =>
      say(`we do not know this number. To get shift offers by text, ${callOffice}.`),
    /** Issue #40: the number is more than one guard's, so a text cannot tell who answers. */
    sharedNumber: () =>
      say(
        `this number belongs to more than one guard, so we cannot take answers from it by ` +
          `text. Please ${callOffice}.`,
      ),
    /** Words we do not understand: how to answer (with the code when there is one offer). */
    howToAnswer: (offers: readonly ListedOffer[]) => {
      const [only] = offers;
      const answer =
        offers.length === 1 && only
          ? `reply YES ${only.code} to take ${shiftLine(only)} or NO ${only.code} to pass`
          : 'reply YES or NO with the code of the offer';
      return say(`${answer}. HELP for help, STOP to stop texts.`);
    },
    help: () =>
      say(
        'open shifts by text. Reply YES or NO with the code in an offer to answer it, OK ' +
          'with the code in a reminder to confirm a shift. ' +
          `For anything else ${callOffice}. Reply STOP to stop texts.`,
      ),
  };
}

export type TextReplies = ReturnType<typeof textReplies>;
