// Takes screenshots of the console's pages and states for a person to look at.
// Usage: npx vite preview --port 4180 & node scripts/screenshots.mjs [baseUrl] [outDir]
import { chromium } from 'playwright-core';
import chromiumFlags from './chromium.json' with { type: 'json' };

const base = process.argv[2] ?? 'http://127.0.0.1:4180';
const out = process.argv[3] ?? 'screenshots';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath,
  args: chromiumFlags.args,
});
const shots = (await import(`./screens/${process.env.SCREENS ?? 'orders'}.mjs`)).default;
for (const [name, width, scheme, run, options = {}] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  await page.goto(base);
  await run(page, base);
  await page.waitForTimeout(300);
  // A dialog is seen as a person sees it: the viewport, not the whole page behind it.
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: options.fullPage ?? true });
  console.log(`${out}/${name}.png`);
  await page.close();
}
await browser.close();
