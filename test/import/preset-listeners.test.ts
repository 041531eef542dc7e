import { describe, expect, it, vi } from 'vitest';
import { deletePreset, onLocalPreset, savePreset } from '../../src/import/steps/mapping/presets';

describe('saved presets (the team bridge listens)', () => {
  it('presets: tells of a save and a delete, until unsubscribed', () => {
    const heard = vi.fn();
    const stop = onLocalPreset(heard);
    const preset = { name: 'Shop', mapping: {} };
    savePreset(preset);
    deletePreset('Shop');
    expect(heard.mock.calls).toEqual([[{ saved: preset }], [{ deleted: 'Shop' }]]);
    stop();
    savePreset(preset);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
