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

/** What to check: the whole page, or only the part whose state just changed (the rest was checked as it stood). */
export interface AxeScope {
  /** selectors of the parts to check (a dialog, a drawer, a picker, a button): everything else is left out */
  include?: string | string[];
  /** a frame axe cannot enter (a sandboxed one runs no script), checked by other means */
  exclude?: string;
}

/**
 * axe-core on the page as it stands: no serious or critical violation ("label in name", an experimental rule, is
 * run too). A scope with `include` checks only those parts: a dialog opened over a page checked before costs a
 * fraction of the page's check (axe's time grows with the elements it checks, colour contrast above all).
 */
export async function expectAccessible(page: Page, where: string, scope: string | AxeScope = {}): Promise<void> {
  const { include, exclude } = typeof scope === 'string' ? { exclude: scope, include: undefined } : scope;
  await motionless(page);
  const builder = new AxeBuilder({ page });
  for (const part of include === undefined ? [] : [include].flat()) builder.include(part);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder
    .withTags(TAGS)
    // Only violations are read: axe keeps no details of what passed.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
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
