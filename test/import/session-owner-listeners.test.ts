import { describe, expect, it, vi } from 'vitest';
import { ImportSessionOwner, keptWithImport } from '../../src/import/session/session-owner';

describe('the import session owner', () => {
  it('tells the page of a kept choice until the page unsubscribes', () => {
    // Keeping a choice starts no session: a factory that is called fails the test.
    const owner = new ImportSessionOwner(() => Promise.reject(new Error('no session expected')));
    const kept = keptWithImport<string>();
    const changed = vi.fn();
    const stop = owner.subscribe(changed);

    owner.keep(kept, 'first');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(kept.value).toBe('first');

    stop();
    owner.keep(kept, 'second');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(kept.value).toBe('second');
  });
});
