import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { externalStore } from './external-store';

describe('externalStore', () => {
  it('re-renders its readers when the value changes, and only then', () => {
    const store = externalStore(1);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return store.useValue();
    });
    expect(result.current).toBe(1);
    act(() => store.set(2));
    expect(result.current).toBe(2);
    const before = renders;
    act(() => store.set(2));
    expect(renders).toBe(before);
    expect(store.get()).toBe(2);
  });
});
