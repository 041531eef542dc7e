import { describe, expect, it, vi } from 'vitest';
import { createListeners } from '../../src/lib/listeners';

describe('createListeners', () => {
  it('calls every subscriber on emit, with the arguments, until it unsubscribes', () => {
    const store = createListeners<[number]>();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = store.subscribe(a);
    store.subscribe(b);
    expect(store.size()).toBe(2);
    store.emit(7);
    expect(a).toHaveBeenCalledWith(7);
    expect(b).toHaveBeenCalledWith(7);
    stopA();
    store.emit(8);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(store.size()).toBe(1);
  });
});
