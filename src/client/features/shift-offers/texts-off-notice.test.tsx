import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS_OFF_NOTICE } from '../../../shared/offer-channels';
import type { Candidate, Candidates } from '../../../shared/shift-offers';
import { OfferDeliveries } from '../../components/offer-deliveries';
import { CandidateList } from './candidate-list';
import { TextsOffNotice } from './texts-off-notice';

const candidate = (over: Partial<Candidate>): Candidate => ({
  guardId: 'g',
  guardName: 'Roe, Tess',
  lastCoveredHere: null,
  hasAccount: false,
  phone: '+12135550123',
  channels: ['sms'],
  text: 'ok',
  blocker: null,
  assessment: {
    hoursBefore: 0,
    hoursAfter: 8,
    overtimeHours: 0,
    restBeforeHours: null,
    restAfterHours: null,
    blockers: [],
    warnings: [],
  },
  offerStatus: null,
  ...over,
});

const found = (textMessages: boolean, candidates: Candidate[]): Candidates => ({
  shift: {
    id: 'r',
    date: '2031-03-01',
    startTime: '06:00',
    endTime: '14:00',
    locationName: 'Bayview Plaza',
    open: true,
  },
  textMessages,
  candidates,
  total: candidates.length,
  blocked: [],
  blockedTotal: 0,
});

describe('Find cover and text messages (issue #30)', () => {
  it('says texts are off only when a guard listed could be reached by a text alone', () => {
    const offline = candidate({
      text: 'off',
      channels: [],
      blocker: 'Not on CoverDesk yet, and text messages are off (invite them from Guards)',
    });
    const { rerender } = render(<TextsOffNotice found={found(false, [offline])} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      `${TEXTS_OFF_NOTICE}. 1 guard below has only a mobile number.`,
    );
    rerender(<TextsOffNotice found={found(false, [candidate({ hasAccount: true })])} />);
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<TextsOffNotice found={found(true, [candidate({})])} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows how an offer would reach each guard, and no tick for one it cannot reach', () => {
    // Each row's call controls (issue #30) use the query client.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CandidateList
          requestId="r"
          candidates={[
            candidate({
              guardId: 'a',
              guardName: 'Appuser, Ava',
              hasAccount: true,
              channels: ['app', 'push', 'sms'],
            }),
            candidate({ guardId: 't', guardName: 'Roe, Tess' }),
            candidate({
              guardId: 'n',
              guardName: 'Nonumber, Nat',
              channels: [],
              text: 'no-number',
              blocker:
                'Not on CoverDesk yet and no mobile number (invite them, or add one, on Guards)',
            }),
          ]}
          chosen={new Set()}
          onToggle={() => undefined}
        />
      </QueryClientProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Reached by AppPushText');
    expect(items[1]).toHaveTextContent('Reached by Text');
    expect(screen.getByRole('checkbox', { name: 'Roe, Tess' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Nonumber, Nat' })).toBeDisabled();
    expect(items[2]).toHaveTextContent(
      'Cannot be offered: Not on CoverDesk yet and no mobile number',
    );
  });

  it("names each channel's state in words", () => {
    render(
      <OfferDeliveries
        label="How the offer reached Roe, Tess"
        deliveries={[
          { channel: 'app', state: null },
          { channel: 'push', state: 'sent' },
          { channel: 'sms', state: 'failed' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'How the offer reached Roe, Tess' });
    expect(list).toHaveTextContent('AppPush sentText failed');
  });
});
