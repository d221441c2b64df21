import { type Browser, expect, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { chatHistory, signInFreelancer } from '../specs/freelancer';
import { signIn } from '../specs/helpers';
import { onlyFrom, pinnedContext, servedBy, startInstance, stopInstance } from './instances';
import { newEnterprise, newFreelancer, orderBetween } from './people';

/**
 * Chat both sides on two instances behind nginx (e2e/cluster.config.ts): the enterprise user's console on instance 1,
 * the freelancer's page on instance 2, each message through Redis to the other instance; then each instance stopped
 * in turn while they talk: their sockets reconnect through nginx to the other one, nobody is signed out, and every
 * message arrives once.
 */
const zh = chatTexts.zh;

const dialog = (page: Page) => page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
const consolePane = (page: Page) => dialog(page).getByRole('log');
const bubble = (pane: ReturnType<Page['getByRole']>, text: string) => pane.locator('.chat-row', { hasText: text });

type Sides = {
  enterprise: Page;
  phone: Page;
  /** which instance answered each side's sockets */
  served: { enterprise: Awaited<ReturnType<typeof servedBy>>; phone: Awaited<ReturnType<typeof servedBy>> };
  /** one message each way; each shown finished on its side and once on the other */
  exchange: (label: string) => Promise<void>;
};

/**
 * A new enterprise and a new freelancer who applied to its task, each signed in on a page of their own (the console
 * pinned to instance 1, the freelancer's page to instance 2) with their conversation open; runs `steps`, then checks
 * that every message they exchanged is stored once.
 */
async function bothSides(browser: Browser, baseURL: string, steps: (sides: Sides) => Promise<string[]>) {
  const ent = await newEnterprise(baseURL);
  const worker = await newFreelancer(baseURL);
  await orderBetween(baseURL, ent, worker);
  const consoleContext = await pinnedContext(browser, baseURL, 1, { viewport: { width: 1440, height: 900 } });
  const phoneContext = await pinnedContext(browser, baseURL, 2, { viewport: { width: 390, height: 844 } });
  try {
    const enterprise = await consoleContext.newPage();
    const phone = await phoneContext.newPage();
    const served = { enterprise: await servedBy(enterprise), phone: await servedBy(phone) };
    await signIn(enterprise, ent.username, ent.password);
    await signInFreelancer(phone, worker.phone);

    await phone.locator(`[data-chat-id="${ent.socketId}"]`).click();
    const mPane = phone.getByRole('log');
    await expect(mPane).toBeVisible();
    await enterprise.getByTestId('chat-button').click();
    await dialog(enterprise).locator(`[data-chat-id="${worker.socketId}"]`).click();
    await expect(consolePane(enterprise)).toBeVisible();
    const consoleInput = dialog(enterprise).getByRole('textbox', { name: zh.input });
    const mInput = phone.getByRole('textbox', { name: zh.input });

    const exchange = async (label: string) => {
      await mInput.fill(`${label} from the phone`);
      await mInput.press('Enter');
      await consoleInput.fill(`${label} from the console`);
      await consoleInput.press('Enter');
      await expect(bubble(mPane, `${label} from the phone`)).toHaveAttribute('data-status', 'finish');
      await expect(bubble(consolePane(enterprise), `${label} from the console`)).toHaveAttribute(
        'data-status',
        'finish',
      );
      await expect(bubble(consolePane(enterprise), `${label} from the phone`)).toHaveCount(1);
      await expect(bubble(mPane, `${label} from the console`)).toHaveCount(1);
    };

    const labels = await steps({ enterprise, phone, served, exchange });
    // Neither side was signed out on the way.
    await expect(phone).toHaveURL(new RegExp(`/m/messages/${ent.socketId}$`));
    await expect(consolePane(enterprise)).toBeVisible();
    const stored = await chatHistory(baseURL, worker.token, worker.socketId, ent.socketId);
    for (const label of labels)
      for (const side of ['phone', 'console'])
        expect(
          stored.filter((x) => x.message === `${label} from the ${side}`),
          `${label} ${side}`,
        ).toHaveLength(1);
    expect(stored).toHaveLength(labels.length * 2);
  } finally {
    await consoleContext.close();
    await phoneContext.close();
  }
}

test('an enterprise user on one instance and a freelancer on the other chat both ways, each message once', async ({
  browser,
  baseURL,
}) => {
  await bothSides(browser, baseURL as string, async ({ served, exchange }) => {
    await exchange('one');
    await exchange('two');
    onlyFrom(served.enterprise.calls, 1);
    onlyFrom(served.enterprise.sockets, 1);
    onlyFrom(served.phone.calls, 2);
    onlyFrom(served.phone.sockets, 2);
    return ['one', 'two'];
  });
});

test('chat goes on while each instance stops in turn: the sockets move to the other, nothing lost or twice', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await bothSides(browser, baseURL as string, async ({ served, exchange }) => {
    await exchange('before');
    onlyFrom(served.enterprise.sockets, 1);
    onlyFrom(served.phone.sockets, 2);

    // Instance 1 stops: the console's socket reconnects to instance 2.
    const consoleSockets = served.enterprise.sockets.length;
    await stopInstance(1);
    await exchange('first stopped');
    expect(served.enterprise.sockets.slice(consoleSockets)).toContain('2');
    expect(served.enterprise.sockets.at(-1)).toBe('2');
    await startInstance(1);

    // Instance 2 stops: both sockets (the console's moved there) reconnect to instance 1.
    const before = { enterprise: served.enterprise.sockets.length, phone: served.phone.sockets.length };
    await stopInstance(2);
    await exchange('second stopped');
    expect(served.enterprise.sockets.slice(before.enterprise)).toContain('1');
    expect(served.phone.sockets.slice(before.phone)).toContain('1');
    expect(served.enterprise.sockets.at(-1)).toBe('1');
    expect(served.phone.sockets.at(-1)).toBe('1');
    await startInstance(2);

    await exchange('both back');
    return ['before', 'first stopped', 'second stopped', 'both back'];
  });
});
