// Every query key comes from a feature's key factory: a probe shows that a literal
// key fails the lint and that a factory's key passes.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

async function keyProblems(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'src/orders/probe.ts' });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('query keys', () => {
  it('refuses a literal key, in the options or in a variable', async () => {
    expect(
      await keyProblems("export const o = { queryKey: ['history', 'x'], queryFn: () => 1 };\n"),
    ).toEqual([expect.stringContaining('key factory')]);
    expect(
      await keyProblems("const queryKey = ['jobs', 'x'];\nexport const o = { queryKey };\n"),
    ).toEqual([expect.stringContaining('key factory')]);
  });
  it("takes a factory's key", async () => {
    expect(
      await keyProblems(
        "import { historyKeys } from '../history';\nexport const o = { queryKey: historyKeys.total() };\n",
      ),
    ).toEqual([]);
  });
});
