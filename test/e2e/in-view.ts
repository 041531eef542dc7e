// Whether what a person must read lies on screen, with no sideways scrolling to reach it.
import { expect, type Locator, type Page } from '@playwright/test';

/** The box of each cell lies inside the viewport, left to right. */
export async function expectInView(page: Page, cells: Locator[]) {
  const width = page.viewportSize()?.width ?? 0;
  for (const cell of cells) {
    const box = await cell.boundingBox();
    expect(box, (await cell.textContent()) ?? '').not.toBeNull();
    if (!box) continue;
    expect(box.x, `${await cell.textContent()} starts in view`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await cell.textContent()} ends in view`).toBeLessThanOrEqual(
      width,
    );
  }
}
