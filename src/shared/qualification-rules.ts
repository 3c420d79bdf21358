import type { Blocker, Warning } from './assignment-findings.js';
import { dateText } from './rule-text.js';
import type { PlacedShift } from './shift-span.js';

/**
 * Licences and skills (issue #32). A post requires some qualifications; a guard holds some, each
 * with an optional expiry date. As with the guard card (guard-card.ts), the expiry date is the
 * last day a qualification is valid, and the guard must hold it on every date they work the
 * shift: one expiring on the shift's date covers a day shift, not an overnight shift that goes on
 * into the next day.
 *
 * - Not held: a blocker, 'Needs Armed'.
 * - Expired before the shift ends: a blocker, 'Armed expired Nov 20' (or, for the last day of an
 *   overnight shift, 'Armed expires Nov 20, mid-shift').
 * - Valid for the shift but expiring by the last day of the shift's week: a warning,
 *   'CPR expires Nov 30'.
 */

export interface Qualification {
  id: string;
  name: string;
}

export interface HeldQualification {
  qualificationId: string;
  /** The last day it is valid (yyyy-MM-dd), or null when it does not expire. */
  expiresOn: string | null;
}

/** When the guard's qualification runs out: null for never, undefined when they do not hold it. */
function expiryOf(held: readonly HeldQualification[], id: string): string | null | undefined {
  let expiry: string | null | undefined;
  for (const one of held) {
    if (one.qualificationId !== id) continue;
    // Held twice (renewed), the later expiry counts; one that does not expire beats both.
    if (one.expiresOn === null || expiry === null) expiry = null;
    else if (expiry === undefined || one.expiresOn > expiry) expiry = one.expiresOn;
  }
  return expiry;
}

/** The blockers and warnings of a post's requirements for a guard and a shift. */
export function qualificationFindings(
  required: readonly Qualification[],
  held: readonly HeldQualification[],
  shift: PlacedShift,
  weekEnd: string,
): (Blocker | Warning)[] {
  const lastDate = shift.dates[shift.dates.length - 1] ?? shift.date;
  const findings: (Blocker | Warning)[] = [];
  for (const qualification of required) {
    const expiresOn = expiryOf(held, qualification.id);
    if (expiresOn === undefined) {
      findings.push({ rule: 'qualification-missing', message: `Needs ${qualification.name}` });
    } else if (expiresOn !== null && expiresOn < lastDate) {
      const date = dateText(expiresOn, shift.date);
      findings.push({
        rule: 'qualification-expired',
        message:
          expiresOn < shift.date
            ? `${qualification.name} expired ${date}`
            : `${qualification.name} expires ${date}, mid-shift`,
      });
    } else if (expiresOn !== null && expiresOn <= weekEnd) {
      findings.push({
        rule: 'qualification-expiring',
        message: `${qualification.name} expires ${dateText(expiresOn, shift.date)}`,
      });
    }
  }
  return findings;
}
