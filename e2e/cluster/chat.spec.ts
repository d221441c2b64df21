import { type Browser, expect, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { chatHistory, freelancerToken, signInFreelancer } from '../specs/freelancer';
import { signIn } from '../specs/helpers';

/**
 * Chat both sides on two instances behind nginx (e2e/cluster.config.ts), and each instance stopped in turn while
 * the two pages talk: their sockets reconnect through nginx to the other, and every message arrives once.
 */
const ENTERPRISE_ID = 'B10001';
const PHONE = '13900000002';
const FREELANCER_ID = 'C20002';
const zh = chatTexts.zh;

const dialog = (page: Page) => page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
const consolePane = (page: Page) => dialog(page).getByRole('log');
const bubble = (pane: ReturnType<Page['getByRole']>, text: string) => pane.locator('.chat-row', { hasText: text });

/** Signs both sides in on their own pages, opens their conversation, and runs `steps` with `exchange`. */
async function bothSides(
  browser: Browser,
  baseURL: string,
  steps: (exchange: (label: string) => Promise<void>) => Promise<string[]>,
): Promise<void> {
  const m = `${Date.now() % 1_000_000}`;
  const consoleContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const phoneContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  try {
    const enterprise = await consoleContext.newPage();
    const phone = await phoneContext.newPage();
    await signIn(enterprise, 'enterprise');
    await signInFreelancer(phone, PHONE);

    await phone.locator(`[data-chat-id="${ENTERPRISE_ID}"]`).click();
    const mPane = phone.getByRole('log');
    await expect(mPane).toBeVisible();
    await enterprise.getByTestId('chat-button').click();
    await dialog(enterprise).locator(`[data-chat-id="${FREELANCER_ID}"]`).click();
    await expect(consolePane(enterprise)).toBeVisible();
    const consoleInput = dialog(enterprise).getByRole('textbox', { name: zh.input });
    const mInput = phone.getByRole('textbox', { name: zh.input });

    /** One message each way; each shown finished on its side and once on the other. */
    const exchange = async (label: string) => {
      await mInput.fill(`${label} from the phone ${m}`);
      await mInput.press('Enter');
      await consoleInput.fill(`${label} from the console ${m}`);
      await consoleInput.press('Enter');
      await expect(bubble(mPane, `${label} from the phone ${m}`)).toHaveAttribute('data-status', 'finish');
      await expect(bubble(consolePane(enterprise), `${label} from the console ${m}`)).toHaveAttribute(
        'data-status',
        'finish',
      );
      await expect(bubble(consolePane(enterprise), `${label} from the phone ${m}`)).toHaveCount(1);
      await expect(bubble(mPane, `${label} from the console ${m}`)).toHaveCount(1);
    };

    const labels = await steps(exchange);
    const stored = await chatHistory(baseURL, await freelancerToken(baseURL, PHONE), FREELANCER_ID, ENTERPRISE_ID);
    for (const label of labels)
      for (const side of ['phone', 'console'])
        expect(
          stored.filter((x) => x.message === `${label} from the ${side} ${m}`),
          `${label} ${side}`,
        ).toHaveLength(1);
  } finally {
    await consoleContext.close();
    await phoneContext.close();
  }
}

test('an enterprise user and a freelancer chat both ways through nginx, each message once', async ({
  browser,
  baseURL,
}) => {
  await bothSides(browser, baseURL as string, async (exchange) => {
    await exchange('one');
    await exchange('two');
    return ['one', 'two'];
  });
});
