import { describe, expect, it } from 'vitest';
import { deliveryState } from './deliveries.js';

describe('where an unsent message stands', () => {
  it('is failed once the outbox gave up, whatever its last reason', () => {
    expect(deliveryState({ status: 'failed', lastError: 'Twilio refused the text' })).toBe(
      'failed',
    );
  });

  it('is retrying while it failed before and will be tried again, sending or not', () => {
    expect(deliveryState({ status: 'pending', lastError: 'ECONNREFUSED' })).toBe('retrying');
    expect(deliveryState({ status: 'sending', lastError: 'ECONNREFUSED' })).toBe('retrying');
  });

  it('is waiting or sending when it never failed', () => {
    expect(deliveryState({ status: 'pending', lastError: null })).toBe('waiting');
    expect(deliveryState({ status: 'sending', lastError: null })).toBe('sending');
  });
});
