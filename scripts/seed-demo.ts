/**
 * `npm run seed:demo`: fills an empty CoverDesk database (DATABASE_URL, as `npm start` reads it)
 * with demo posts, guards (each with a mobile number), coverage requests, one account per role and
 * guard accounts (five with their shifts, call-outs and offers; a quarter of the guards in all),
 * then prints how to sign in. DEMO_PASSWORD sets the accounts' shared password; otherwise one is generated.
 */
import { randomBytes } from 'node:crypto';
import { migrate } from '../src/server/app.js';
import { createAuth } from '../src/server/auth/auth.js';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/database.js';
import { passwordSchema } from '../src/shared/profile.js';
import { DEMO_ACCOUNTS, DemoSeedRefusedError } from './seed-demo-accounts.js';
import { seedDemoData, type DemoSeedResult } from './seed-demo-database.js';
import { GUARD_ACCOUNT_COUNT } from './seed-demo-shifts.js';

/** DEMO_PASSWORD when set (and long enough), else a generated one that is shown only once. */
function demoPassword(): { password: string; generated: boolean } {
  const chosen = process.env.DEMO_PASSWORD;
  if (chosen === undefined || chosen === '') {
    return { password: randomBytes(9).toString('base64url'), generated: true };
  }
  const checked = passwordSchema.safeParse(chosen);
  if (!checked.success) {
    throw new ConfigError(`DEMO_PASSWORD: ${checked.error.issues[0]?.message ?? 'invalid'}`);
  }
  return { password: checked.data, generated: false };
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map(
      (row) => `    ${row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('   ')}`,
    )
    .map((line) => line.trimEnd())
    .join('\n');
}

/** What the demo shows at once (issue #39): tonight at the desk, and the weeks before. */
function liveLines({ live }: DemoSeedResult): string[] {
  const { tonight, timeOff } = live;
  const asked = timeOff && `${timeOff.guard}${timeOff.email ? ` (${timeOff.email})` : ''}`;
  return [
    `  Tonight at ${tonight.post}, ${tonight.startTime}\u2013${tonight.endTime}, ` +
      `${tonight.absent} did not come: a no-show, open.`,
    "  As dispatch@\u2026, Open Shifts' Now strip shows it, a guard checked in off site and one late;",
    `  Find cover ranks ${String(tonight.able)} guards able to take it and lists the ` +
      `${String(tonight.blocked)} who cannot, with why.`,
    `  ${tonight.account.name} (${tonight.account.email}) can take it in the app, or by text.`,
    `  The last three weeks hold ${String(live.checkIns)} check-ins (${String(live.late)} late, ` +
      `${String(live.offSite)} off site), ${String(live.noShows)} no-shows and`,
    `  ${String(live.leftEarly)} guards who left early: Timesheets and Reports have numbers ` +
      '(as supervisor@\u2026).',
    ...(asked
      ? [
          `  ${asked} asked for time off`,
          `  ${timeOff.from} to ${timeOff.to}, over a booked shift: Time off asks before approving it.`,
        ]
      : []),
    '',
  ];
}

function summary(
  result: DemoSeedResult,
  url: string,
  { password, generated }: { password: string; generated: boolean },
  seconds: string,
): string {
  const accounts = table([
    ['role', 'name', 'email', 'password'],
    ...DEMO_ACCOUNTS.map((account) => [
      account.role,
      `${account.firstName} ${account.lastName}`,
      account.email,
      password,
    ]),
    ...result.guardAccounts
      .slice(0, GUARD_ACCOUNT_COUNT)
      .map((account) => [
        'guard',
        `${account.firstName} ${account.lastName}`,
        account.email,
        password,
      ]),
  ]);
  const more = result.guardAccounts.slice(GUARD_ACCOUNT_COUNT);
  const last = more.at(-1);
  return [
    '',
    `  CoverDesk demo data added in ${seconds} s: ${String(result.locations)} locations, ` +
      `${String(result.guards)} guards, ${String(result.requests)} coverage requests ` +
      `(${String(result.openRequests)} open) from ${result.from} to ${result.to}.`,
    '',
    `  Start the app (npm start, with the same DATABASE_URL, PORT and PUBLIC_URL), open ${url}` +
      ' and sign in as:',
    '',
    accounts,
    ...(last
      ? [
          `    and ${String(more.length)} more guards with the app, guard${String(GUARD_ACCOUNT_COUNT + 1)}` +
            ` to ${last.email}, with the same password.`,
        ]
      : []),
    '',
    ...liveLines(result),
    ...(generated ? ['  The password is shown only now.'] : []),
    '  The user account still waits for a role (it sees the waiting screen); the customer sees',
    `  the ${String(result.customerRequests)} requests it created. The guards see their shifts ` +
      `and the ${String(result.pendingOffers)} offers`,
    '  waiting for their answers on /my-shifts; the office sees the coming week on /open-shifts,',
    `  and the history of ${String(result.callOuts)} call-outs on the requests, from the guards' phones`,
    '  and phoned in to the office. Every guard has a mobile number to call from Find cover.',
    '',
    '  To see offers go out by text and answer them as a guard, start with SMS_PROVIDER=sandbox',
    '  (demos only): the texts stay in the database, and an admin reads and answers them on',
    '  Text messages (in the account menu).',
    '',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env, null);
  const credentials = demoPassword();
  const database = createDatabase(config.database);
  try {
    const auth = createAuth(config, database);
    await migrate(database, auth, undefined, { phoneRegion: config.sms.phoneRegion });
    const result = await seedDemoData(database, auth, { password: credentials.password });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(summary(result, config.publicUrl, credentials, seconds));
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DemoSeedRefusedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Adding demo data failed: ${error instanceof Error ? String(error.stack) : String(error)}\n`,
    );
  }
  process.exitCode = 1;
});
