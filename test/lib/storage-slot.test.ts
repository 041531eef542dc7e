// The one storage helper: what it reads back is checked, an older slot moves once,
// and a browser that refuses storage never breaks the console.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageSlot } from '../../src/lib/storage-slot';

const numbers = (key = 'test.numbers') =>
  storageSlot<number[]>({
    key,
    check: (stored) =>
      Array.isArray(stored) && stored.every((n) => typeof n === 'number') ? stored : undefined,
    fallback: [],
  });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('storageSlot', () => {
  it('reads back what it wrote, and the fallback for a missing slot', () => {
    const slot = numbers();
    expect(slot.read()).toEqual([]);
    expect(slot.write([1, 2])).toBe(true);
    expect(slot.read()).toEqual([1, 2]);
    expect(localStorage.getItem('test.numbers')).toBe('[1,2]');
  });

  it('reads what fails its check, or is not JSON, as the fallback', () => {
    localStorage.setItem('test.numbers', '["a"]');
    expect(numbers().read()).toEqual([]);
    localStorage.setItem('test.numbers', '{not json');
    expect(numbers().read()).toEqual([]);
  });

  it('moves an older slot once and removes it', () => {
    localStorage.setItem('test.old', '3');
    const slot = storageSlot<number[]>({
      key: 'test.new',
      check: (s) => (Array.isArray(s) ? (s as number[]) : undefined),
      fallback: [],
      migrate: { from: 'test.old', read: (old) => (typeof old === 'number' ? [old] : undefined) },
    });
    expect(slot.read()).toEqual([3]);
    expect(localStorage.getItem('test.old')).toBeNull();
    expect(localStorage.getItem('test.new')).toBe('[3]');
  });

  it('keeps text as typed in the area it is given', () => {
    const slot = storageSlot<string | undefined>({
      key: 'test.key',
      area: 'session',
      format: 'text',
      check: (s) => (typeof s === 'string' ? s : undefined),
      fallback: undefined,
    });
    slot.write('sk_"quoted"');
    expect(sessionStorage.getItem('test.key')).toBe('sk_"quoted"');
    expect(localStorage.getItem('test.key')).toBeNull();
    expect(slot.read()).toBe('sk_"quoted"');
    slot.clear();
    expect(slot.read()).toBeUndefined();
  });

  it('says false instead of throwing when the browser refuses, and reads the fallback when blocked', () => {
    const slot = numbers();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(slot.write([1])).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(slot.read()).toEqual([]);
  });

  it("tells subscribers of this tab's writes and of another tab's", () => {
    const slot = numbers();
    const heard = vi.fn();
    const stop = slot.subscribe(heard);
    slot.write([1]);
    expect(heard).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.numbers' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.other' }));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    slot.write([2]);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
