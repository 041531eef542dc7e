// An order with 1,000 product rows (issue 14, item 9): typing in a row, adding a
// row and removing one, each from the input to the next paint, against the same
// actions on a 1-row order in the same process (the baseline).
import { launch, median, ms, p95, startPreview } from './browser.mjs';
import { openOrderWithRows, productRow } from './order-draft.mjs';

const ROWS = 1000;
const REPEAT = 7;

async function openWithRows(browser, base, rows) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openOrderWithRows(page, base, rows);
  // Input (or click) to the next paint, as the user sees it.
  await page.evaluate(() => {
    window.__lat = [];
    window.__mark = () => {
      const t = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.__lat.push(performance.now() - t), 0));
    };
    document.addEventListener('keydown', () => window.__mark(), true);
    document.addEventListener('click', () => window.__mark(), true);
  });
  return { context, page };
}

const takeLatencies = async (page) => {
  await page.waitForTimeout(400);
  return page.evaluate(() => window.__lat.splice(0));
};

/** Row `n`, brought into the page first when the list is virtual (not an action measured). */
async function bringIn(page, n, rows) {
  const row = await productRow(page, n, rows);
  await takeLatencies(page);
  return row;
}

async function actions(browser, base, rows) {
  const { context, page } = await openWithRows(browser, base, rows);
  const middle = Math.ceil(rows / 2);
  await (await bringIn(page, middle, rows)).getByLabel('Name').click();
  await takeLatencies(page);
  await page.keyboard.type(' typed by the benchmark', { delay: 40 });
  const typing = await takeLatencies(page);
  const add = [];
  const remove = [];
  for (let i = 0; i < REPEAT; i++) {
    await page.getByRole('button', { name: 'Add product' }).click();
    add.push(...(await takeLatencies(page)));
    await (await bringIn(page, middle, rows)).getByRole('button', { name: 'Remove' }).click();
    remove.push(...(await takeLatencies(page)));
  }
  await context.close();
  return { typing, add, remove };
}

export async function benchProductRows() {
  const { base, stop } = await startPreview();
  const browser = await launch();
  try {
    const one = await actions(browser, base, 1);
    const many = await actions(browser, base, ROWS);
    const line = (what, a, b) =>
      `  ${what}: median ${ms(median(b))}, p95 ${ms(p95(b))} (1 row: median ${ms(median(a))}; ratio ${(median(b) / median(a)).toFixed(2)})`;
    return [
      `An order with ${ROWS.toLocaleString('en')} product rows, input to next paint:`,
      line('typing in row 500', one.typing, many.typing),
      line('Add product', one.add, many.add),
      line('Remove (row 500)', one.remove, many.remove),
    ].join('\n');
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchProductRows());
