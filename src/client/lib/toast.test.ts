import { afterEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('sonner', () => sonner);

const { dismissProblems, toast } = await import('./toast');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toasts (issue #23: they piled up)', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.values(sonner.toast).forEach((fn) => fn.mockClear());
  });

  it('lets a success replace the complaints shown before it', async () => {
    toast.error('Please fill in all fields');
    toast.warning('2 records couldn’t be matched');
    await settle();
    const ids = [...sonner.toast.error.mock.calls, ...sonner.toast.warning.mock.calls].map(
      ([, data]) => (data as { id: string }).id,
    );
    toast.success('Location added successfully');
    await settle();
    expect(sonner.toast.dismiss.mock.calls.map(([id]) => id as string).sort()).toEqual(ids.sort());
    expect(sonner.toast.success).toHaveBeenCalledTimes(1);
  });

  it('dismisses on a page change only what was shown before it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    toast.error('Please select a file');
    vi.setSystemTime(Date.now() + 1000);
    toast.error('Access denied. Admin privileges required.');
    await settle();
    const calls = sonner.toast.error.mock.calls as [unknown, { id: string }][];
    const first = calls[0]?.[1];
    const second = calls[1]?.[1];
    dismissProblems(500);
    await settle();
    expect(sonner.toast.dismiss.mock.calls.map(([id]) => id as string)).toEqual([first?.id]);
    expect(second?.id).not.toBe(first?.id);
  });
});
