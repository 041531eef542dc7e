// The import's public module (reading a table and guessing its columns is tables/).
// Import presets and lookup tables as the team shares them: loads only with a team.
export const loadSharedPresets = () => import('./steps/mapping/shared-presets');
