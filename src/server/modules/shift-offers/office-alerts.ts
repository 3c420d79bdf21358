import type { Kysely } from 'kysely';
import { readMobileNumber } from '../../../shared/phone.js';
import { companyProfile } from '../../db/company-profile.js';
import type { DB } from '../../db/schema.js';
import type { Reach } from '../../outbox/outbox.js';
import { enqueue, type MessageCause, type OutboxMessage } from '../../outbox/outbox-messages.js';
import { OFFICE_PAGE, type MessageShift } from './shift-messages.js';
import type { TextSettings } from './text-reach.js';

/**
 * Alarms that mean a post may be empty (issues #33, #39): a late guard, a check-in off site, a
 * guard who left early. Each reaches the office the same way: a push to every account told
 * (admins, supervisors, dispatchers who chose to), and a text to the office's phone when it is
 * a mobile and texts are on. The live event is the caller's, once its transaction committed.
 */

/** What sending an alarm needs: how the outbox reaches people, and the texts' settings. */
export interface AlarmDeps {
  reach: Reach;
  texts: TextSettings;
}

/**
 * Queues an alarm to the office in the caller's transaction (the change it is about): the
 * accounts told and the office's phone, read there (alertTargets). `cause`: the account whose
 * action raised it (a guard checking in), none for a timer's (issue #40's caps).
 */
export async function raiseAlarm(
  db: Kysely<DB>,
  deps: AlarmDeps,
  shift: MessageShift,
  alarm: { title: string; body: string; tag: string },
  cause?: MessageCause,
): Promise<void> {
  await enqueue(
    db,
    officeAlertMessages(deps.reach, shift, alarm, await alertTargets(db, deps.texts)),
    cause,
  );
}

/** Who in the office an alarm reaches. */
export interface AlertTargets {
  accountIds: readonly string[];
  /** The office's phone in E.164 when a text can go to it, else null. */
  phone: string | null;
}

/** The office accounts told of attendance by push: admins, supervisors, and dispatchers who chose to. */
export async function attendanceAlertAccounts(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .leftJoin('attendanceAlertOptIns as optIn', 'optIn.userId', 'user.id')
    .select('user.id')
    .where((eb) =>
      eb.or([
        eb('user.role', 'in', ['admin', 'supervisor']),
        eb.and([eb('user.role', '=', 'dispatch'), eb('optIn.userId', 'is not', null)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The accounts and the phone an alarm goes to, read in the caller's transaction: the office's
 * phone as the admin set it (Settings, issue #39) or OFFICE_PHONE, written as people write it
 * ('(201) 555-0199') and texted in E.164 when it can be a mobile.
 */
export async function alertTargets(db: Kysely<DB>, texts: TextSettings): Promise<AlertTargets> {
  const [accountIds, { officePhone }] = await Promise.all([
    attendanceAlertAccounts(db),
    companyProfile(db, texts),
  ]);
  const reading = officePhone ? readMobileNumber(officePhone, texts.phoneRegion) : null;
  return { accountIds, phone: reading?.ok ? reading.e164 : null };
}

/** An alarm's messages to the office: one push per account, and the text to its phone. */
export function officeAlertMessages(
  reach: Reach,
  shift: MessageShift,
  alarm: { title: string; body: string; tag: string },
  targets: AlertTargets,
): OutboxMessage[] {
  const { title, body, tag } = alarm;
  const messages: OutboxMessage[] = targets.accountIds.map((accountId) => ({
    channel: 'push',
    userIds: [accountId],
    message: { title, body, url: OFFICE_PAGE, tag: `${tag}-${shift.id}` },
  }));
  if (targets.phone && reach.sms) {
    messages.push({
      channel: 'sms',
      to: targets.phone,
      body: `${title}: ${body}. ${reach.publicUrl}${OFFICE_PAGE}`,
      officeAlarm: true,
    });
  }
  return messages;
}
