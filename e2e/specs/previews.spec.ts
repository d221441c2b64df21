import { videoExtensions } from '@console/domain/file-kind';
import type { ClientConfig } from '@console/domain/schemas/client-config';
import type { TaskAttachment } from '@console/domain/schemas/task';
import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { draftTask, openTaskDetail, type Stored, taskDetail, upload } from './api';
import { docx, media, ofd, pdf, png, rar, zip } from './files';
import { apiSession, signIn, zh } from './helpers';

/**
 * Every branch of the file preview, reached the way users reach it: the attachments of real
 * tasks, uploaded to the real storage through the API, clicked in the task's detail drawer.
 */

const E_SIGN = 'https://esign.e2e.test/contract/view?id=9';
/** An https origin served by this run's server through the browser's request routing. */
const HTTPS_ORIGIN = 'https://console.e2e.test';

async function serverConfig(baseURL: string): Promise<ClientConfig> {
  const res = await fetch(`${baseURL}/interface/config`);
  return ((await res.json()) as { data: ClientConfig }).data;
}

/** Outside hosts the previews open (office viewer, e-signature) answer a plain page instead of the internet. */
async function stubOutsideHosts(ctx: BrowserContext, hosts: string[]) {
  for (const host of hosts) {
    await ctx.route(`${host}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
    );
  }
}

/**
 * Clicks an attachment and answers the address a new tab navigates to (read from the request: a download has
 * no page to read); the console itself stays where it was.
 */
async function opensTab(page: Page, name: string): Promise<string> {
  const before = page.url();
  const [request] = await Promise.all([
    page.context().waitForEvent('request', (r) => r.isNavigationRequest()),
    attachment(page, name).click(),
  ]);
  expect(page.url()).toBe(before);
  return request.url();
}

const attachment = (page: Page, name: string) => taskDetail(page).getByText(name, { exact: true });
const mediaDialog = (page: Page) => page.locator('.ant-modal:visible');
const viewer = (page: Page) => page.locator('.ant-image-preview');

async function closeDialog(page: Page) {
  await mediaDialog(page).locator('.ant-modal-close').click();
  await expect(mediaDialog(page)).toHaveCount(0);
}

/** Opens an image attachment in the viewer and checks the picture shown loaded from `src`. */
async function expectImage(page: Page, name: string, src: string) {
  await attachment(page, name).click();
  const img = viewer(page).locator('img').first();
  await expect(img).toHaveAttribute('src', src);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
}

const absolute = (baseURL: string, url: string) => new URL(url, baseURL).href;

test.describe('file preview', () => {
  test('each kind of attachment: viewer, video and audio dialogs, new tab, txt refused, office viewer, internal URLs rewritten', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const url = baseURL as string;
    const config = await serverConfig(url);
    // This run's server is configured (playwright.config.ts): a viewer of its own and one rewrite rule.
    expect(config.officeViewerUrl).toBe('https://office-viewer.e2e.test/view?src=');
    const rule = config.fileUrlRewrite[0];
    if (!rule) throw new Error('no FILE_URL_REWRITE rule configured');
    await stubOutsideHosts(context, [new URL(config.officeViewerUrl).origin, new URL(E_SIGN).origin]);

    const { token } = await apiSession(url, 'enterprise');
    const put = (name: string, bytes: Buffer) => upload(url, token, name, bytes, 'e2e/preview');
    const videos: Stored[] = [];
    for (const ext of videoExtensions) videos.push(await put(`片段-${ext}.${ext}`, media[ext]));
    const files = {
      image: await put('现场.png', png()),
      audio: await put('录音.mp3', media.mp3),
      pdf: await put('合同.pdf', pdf()),
      zip: await put('资料.zip', zip({ 'a.txt': 'a' })),
      rar: await put('资料.rar', rar()),
      ofd: await put('发票.ofd', ofd()),
      txt: await put('说明.txt', Buffer.from('说明文字\n')),
      docx: await put('报告.docx', docx()),
    };
    const internal = await put('internal.png', png([250, 140, 22]));
    const asAttachment = (f: Stored): TaskAttachment => ({ fileName: f.fileName, url: f.url });
    // the internal address the rule turns back into this server's public one
    const internalUrl = `${rule.from}/${internal.key}`;
    expect(`${rule.to}/${internal.key}`).toBe(absolute(url, internal.url));
    const stamp = Date.now() % 100000;
    // a task holds at most 10 attachments
    const videoTask = await draftTask(url, token, `E2E 视频附件 ${stamp}`, videos.slice(0, 10).map(asAttachment));
    const otherTask = await draftTask(url, token, `E2E 其他附件 ${stamp}`, [
      ...videos.slice(10).map(asAttachment),
      ...Object.values(files).map(asAttachment),
    ]);
    const linkTask = await draftTask(url, token, `E2E 链接附件 ${stamp}`, [
      { fileName: '电子签章合同', url: E_SIGN },
      { fileName: '内网图片.png', url: internalUrl },
    ]);

    await signIn(page, 'enterprise');

    // All 12 video types play in the video dialog.
    await openTaskDetail(page, videoTask.taskNo);
    const played: string[] = [];
    for (const video of videos) {
      if (video === videos[10]) await openTaskDetail(page, otherTask.taskNo);
      await attachment(page, video.fileName).click();
      await expect(mediaDialog(page)).toContainText(zh.preview.video);
      await expect(mediaDialog(page).getByTestId('preview-video')).toHaveAttribute('src', video.url);
      played.push(video.fileName.split('.').pop() ?? '');
      await closeDialog(page);
    }
    expect(played).toEqual([...videoExtensions]);

    // mp3 plays in the audio dialog.
    await attachment(page, files.audio.fileName).click();
    await expect(mediaDialog(page)).toContainText(zh.preview.audio);
    await expect(mediaDialog(page).getByTestId('preview-audio')).toHaveAttribute('src', files.audio.url);
    await closeDialog(page);

    // An image opens in the viewer.
    await expectImage(page, files.image.fileName, files.image.url);

    // pdf, zip, rar and ofd open in a new tab at the file's address.
    for (const f of [files.pdf, files.zip, files.rar, files.ofd]) {
      expect(await opensTab(page, f.fileName)).toBe(absolute(url, f.url));
    }

    // txt is refused with the spec's words, and nothing opens.
    // (counted by navigations: a tab opened just before may still announce its page late)
    const navigations: string[] = [];
    const onRequest = (r: Request) => {
      if (r.isNavigationRequest()) navigations.push(r.url());
    };
    context.on('request', onRequest);
    await attachment(page, files.txt.fileName).click();
    // (the fake media files may have left 'cannot play' warnings on screen)
    await expect(page.locator('.ant-message-warning', { hasText: zh.preview.txtUnsupported })).toBeVisible();
    await expect(mediaDialog(page)).toHaveCount(0);
    context.off('request', onRequest);
    expect(navigations).toEqual([]);

    // Anything else goes to the configured office viewer, with the file's whole address.
    expect(await opensTab(page, files.docx.fileName)).toBe(
      `${config.officeViewerUrl}${encodeURIComponent(absolute(url, files.docx.url))}`,
    );

    // An e-signature link opens in a new tab; an internal storage address is rewritten to the public one.
    await openTaskDetail(page, linkTask.taskNo);
    expect(await opensTab(page, '电子签章合同')).toBe(E_SIGN);
    await expectImage(page, '内网图片.png', absolute(url, internal.url));
  });

  test('on an https page, http file addresses are upgraded to https', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const url = baseURL as string;
    const { token } = await apiSession(url, 'enterprise');
    const image = await upload(url, token, '封面.png', png([82, 196, 26]), 'e2e/preview');
    const doc = await upload(url, token, '协议.pdf', pdf(), 'e2e/preview');
    const http = (f: Stored) => `${HTTPS_ORIGIN.replace('https:', 'http:')}${f.url}`;
    const task = await draftTask(url, token, `E2E https 附件 ${Date.now() % 100000}`, [
      { fileName: '封面图.png', url: http(image) },
      { fileName: '协议书.pdf', url: http(doc) },
    ]);

    // The whole console on an https origin: the browser's requests to it are answered by this run's server.
    const ctx = await browser.newContext({ baseURL: HTTPS_ORIGIN });
    await ctx.route(`${HTTPS_ORIGIN}/**`, async (route) => {
      const request = route.request();
      const headers = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => name !== 'host'));
      // the server may answer gzip, which the routed response would hand on undecoded
      headers['accept-encoding'] = 'identity';
      const response = await route.fetch({ url: request.url().replace(HTTPS_ORIGIN, url), headers });
      await route.fulfill({ response });
    });
    const page = await ctx.newPage();
    await signIn(page, 'enterprise');
    expect(await page.evaluate(() => window.location.protocol)).toBe('https:');
    await openTaskDetail(page, task.taskNo);

    await expectImage(page, '封面图.png', `${HTTPS_ORIGIN}${image.url}`);
    expect(await opensTab(page, '协议书.pdf')).toBe(`${HTTPS_ORIGIN}${doc.url}`);
    // requests still held open (the chat's long polling) end with the context, not with an error
    await ctx.unrouteAll({ behavior: 'ignoreErrors' });
    await ctx.close();
  });
});
