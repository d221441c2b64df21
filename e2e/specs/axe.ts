import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what every page is checked against. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** No transition or animation still running (axe reads colours mid-fade), endless spinners aside. */
export async function motionless(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * axe-core on the page as it stands: no serious or critical violation ("label in name", an experimental rule, is
 * run too). `exclude`: a frame axe cannot enter (a sandboxed one runs no script), checked by other means.
 */
export async function expectAccessible(page: Page, where: string, exclude?: string): Promise<void> {
  await motionless(page);
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder
    .withTags(TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: `${v.id} (${v.impact}): ${v.help}`,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} | ${n.html.slice(0, 160)} | ${n.failureSummary ?? ''}`),
    }));
  // The list itself is the failure message: which rule, on which elements, why.
  expect(serious, `${where}: serious or critical axe violations`).toEqual([]);
}

/** The same check with the page at a phone's width (390 px) for the moment, then back to its own size. */
export async function expectAccessibleAtPhoneWidth(page: Page, where: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await expectAccessible(page, `${where} at 390 px`);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}
