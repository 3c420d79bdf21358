import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database, DialectName } from './database.js';
import { domainTables } from './migrations/0001-domain-tables.js';
import { coverageSummaryIndex } from './migrations/0002-coverage-summary-index.js';
import { messenger } from './migrations/0003-messenger.js';
import { presenceTables } from './migrations/0004-presence.js';
import { coverageMonthCounts } from './migrations/0005-coverage-month-counts.js';
import { coverageMonthVersions } from './migrations/0006-coverage-month-versions.js';
import { auditLog } from './migrations/0007-audit-log.js';
import { signInGuardTables } from './migrations/0008-sign-in-guard.js';
import { editVersions } from './migrations/0009-edit-versions.js';
import { shiftOffers } from './migrations/0010-shift-offers.js';
import { calendarFeeds } from './migrations/0011-calendar-feeds.js';
import { reports } from './migrations/0012-reports.js';
import { coverageSeries } from './migrations/0013-coverage-series.js';
import { offerVersions } from './migrations/0014-offer-versions.js';
import {
  namesWithoutControlCharacters,
  type MigrationLog,
} from './migrations/0015-names-without-control-characters.js';
import { shiftCreationCounts } from './migrations/0016-shift-creation-counts.js';
import { outbox } from './migrations/0017-outbox.js';
import { outboxAttempts } from './migrations/0018-outbox-attempts.js';
import { callOutReasons } from './migrations/0022-call-out-reasons.js';
import { shiftContacts } from './migrations/0023-shift-contacts.js';
import { textMessages } from './migrations/0020-text-messages.js';
import { guardNotes } from './migrations/0024-guard-notes.js';
import { companySettings } from './migrations/0025-company-settings.js';
import { qualifications } from './migrations/0026-qualifications.js';
import { availabilityTimeOff } from './migrations/0027-availability-time-off.js';
import { assignmentRules } from './migrations/0028-assignment-rules.js';
import { attendance } from './migrations/0029-attendance.js';
import { attendanceAlerts } from './migrations/0030-attendance-alerts.js';
import { relief } from './migrations/0031-relief.js';
import { shiftConfirmations } from './migrations/0032-shift-confirmations.js';
import { approvedAsScheduled } from './migrations/0033-approved-as-scheduled.js';
import { uncoveredHours } from './migrations/0036-uncovered-hours.js';
import { continuedRequests } from './migrations/0037-continued-requests.js';
import { approvedSheets } from './migrations/0038-approved-sheets.js';
import { textCaps } from './migrations/0041-text-caps.js';
import type { CountryCode } from '../../shared/phone.js';

/** What migrations read from the configuration. */
export interface MigrationSettings {
  /** PHONE_REGION: the country of numbers typed without a country code (migration 0020). */
  phoneRegion: CountryCode;
}

/** The app's migrations in order; names sort, and once released they never change. */
function appMigrations(
  dialect: DialectName,
  log: MigrationLog,
  settings: MigrationSettings,
): Record<string, Migration> {
  return {
    '0001-domain-tables': domainTables(dialect),
    '0002-coverage-summary-index': coverageSummaryIndex,
    '0003-messenger': messenger,
    '0004-presence': presenceTables(dialect),
    '0005-coverage-month-counts': coverageMonthCounts(dialect),
    '0006-coverage-month-versions': coverageMonthVersions(dialect),
    '0007-audit-log': auditLog(dialect),
    '0008-sign-in-guard': signInGuardTables,
    '0009-edit-versions': editVersions,
    '0010-shift-offers': shiftOffers,
    '0011-calendar-feeds': calendarFeeds,
    '0012-reports': reports,
    '0013-coverage-series': coverageSeries,
    '0014-offer-versions': offerVersions(dialect),
    '0015-names-without-control-characters': namesWithoutControlCharacters(log),
    '0016-shift-creation-counts': shiftCreationCounts,
    '0017-outbox': outbox,
    '0018-outbox-attempts': outboxAttempts,
    '0022-call-out-reasons': callOutReasons,
    '0023-shift-contacts': shiftContacts,
    '0020-text-messages': textMessages(settings.phoneRegion, log),
    '0024-guard-notes': guardNotes,
    '0025-company-settings': companySettings,
    '0026-qualifications': qualifications(dialect),
    '0027-availability-time-off': availabilityTimeOff(dialect),
    '0028-assignment-rules': assignmentRules(dialect),
    '0029-attendance': attendance,
    '0030-attendance-alerts': attendanceAlerts,
    '0031-relief': relief,
    '0032-shift-confirmations': shiftConfirmations(dialect),
    '0033-approved-as-scheduled': approvedAsScheduled,
    '0036-uncovered-hours': uncoveredHours,
    '0037-continued-requests': continuedRequests,
    '0038-approved-sheets': approvedSheets,
    '0041-text-caps': textCaps(dialect),
  };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(this.migrations);
  }
}

/** An arbitrary constant that names CoverDesk's migration lock on PostgreSQL. */
const MIGRATION_LOCK_ID = 4_211_977;

/**
 * Runs `work` while holding a session-level advisory lock on PostgreSQL, so that two processes
 * starting together do not migrate at the same time. SQLite needs no lock (one process owns it).
 */
export async function withMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect === 'sqlite') return work();
  return database.raw.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}

/**
 * Brings the app's own tables up to date; better-auth's tables must exist first. What a
 * migration changed in existing rows is told through `log`.
 */
export async function migrateAppTables(
  database: Database,
  log: MigrationLog = () => undefined,
  settings: MigrationSettings = { phoneRegion: 'US' },
): Promise<void> {
  const migrator = new Migrator({
    db: database.raw,
    provider: new StaticProvider(appMigrations(database.dialect, log, settings)),
    migrationTableName: 'app_migrations',
    migrationLockTableName: 'app_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : 'see the database log';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
