import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { guardedNotifier } from './guarded-notifier.js';
import type { RealtimeNotifier } from './notifier.js';

describe('guardedNotifier', () => {
  it('logs a failing notification instead of throwing, for every event', () => {
    const logged: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => logged.push(line) });
    const down = () => {
      throw new Error('socket server down');
    };
    const failing: RealtimeNotifier = {
      messageCreated: down,
      conversationChanged: down,
      accountChanged: down,
      shiftsChanged: down,
      timeOffChanged: down,
    };
    const notifier = guardedNotifier(failing, log);
    expect(() => {
      notifier.conversationChanged(['u1'], 'c1');
      notifier.accountChanged('u1');
      notifier.shiftsChanged(['u2'], {
        requestId: 'r1',
        kind: 'offered',
        guardName: null,
        shift: 'North Gate',
      });
      notifier.timeOffChanged('u3', { timeOffId: 't1', kind: 'approved', text: 'Approved' });
    }).not.toThrow();
    expect(logged.map((line) => JSON.parse(line) as { event: string; msg: string })).toMatchObject([
      { event: 'conversationChanged', msg: 'realtime notification failed' },
      { event: 'accountChanged', msg: 'realtime notification failed' },
      { event: 'shiftsChanged', msg: 'realtime notification failed' },
      { event: 'timeOffChanged', msg: 'realtime notification failed' },
    ]);
  });
});
