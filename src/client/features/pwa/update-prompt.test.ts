import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { UPDATE_TOAST_ID, watchForUpdates } from './update-prompt';

vi.mock('../../lib/toast', () => ({ toast: { info: vi.fn() } }));

/** A service-worker container whose controller the test changes. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const container = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
  });
  return {
    container: container as unknown as ServiceWorkerContainer,
    takeOver: () => target.dispatchEvent(new Event('controllerchange')),
  };
}

describe('update prompt', () => {
  beforeEach(() => vi.mocked(toast.info).mockClear());

  it('says nothing when the first service worker takes control (the install)', () => {
    const { container, takeOver } = fakeContainer(false);
    watchForUpdates(container);
    takeOver();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('offers a reload when a new version takes over a controlled page', () => {
    const { container, takeOver } = fakeContainer(true);
    watchForUpdates(container);
    takeOver();
    expect(toast.info).toHaveBeenCalledTimes(1);
    const [message, options] = vi.mocked(toast.info).mock.calls[0] ?? [];
    expect(message).toBe('Update available — reload');
    expect(options).toMatchObject({ id: UPDATE_TOAST_ID, action: { label: 'Reload' } });
  });

  it('offers it for a version installed after the first one in the same visit', () => {
    const { container, takeOver } = fakeContainer(false);
    watchForUpdates(container);
    takeOver();
    takeOver();
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service workers', () => {
    expect(() => watchForUpdates(undefined)).not.toThrow();
  });
});
