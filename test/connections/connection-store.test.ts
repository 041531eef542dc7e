import { describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../src/connections/connection';
import { connectionStore } from '../../src/connections/connection-store';

const staging: Connection = {
  id: 'staging',
  name: 'Staging',
  baseUrl: 'https://staging.example.test',
  production: false,
  rememberKey: false,
};

describe('the connection store', () => {
  it('tells its subscribers and the team of a save, once each, until they unsubscribe', () => {
    const changed = vi.fn();
    const saved = vi.fn();
    const stopChanged = connectionStore.subscribe(changed);
    const stopSaved = connectionStore.onSaved(saved);

    connectionStore.save(staging, 'key-1');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalledExactlyOnceWith(staging);
    expect(connectionStore.getSnapshot().active.id).toBe('staging');

    stopChanged();
    stopSaved();
    connectionStore.save({ ...staging, name: 'Staging 2' }, 'key-2');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
