import { afterEach, describe, expect, it } from 'vitest';
import { clientConfig, defaultClientConfig, loadClientConfig, mergeClientConfig, useClientConfig } from './config';

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

afterEach(() => useClientConfig.setState({ ...defaultClientConfig, loaded: false }));

describe('client config (GET /interface/config)', () => {
  it('takes the server settings', async () => {
    const data = {
      brandName: 'Acme',
      uploadMaxMb: 25,
      officeViewerUrl: 'https://office.test/view?src=',
      fileUrlRewrite: [{ from: 'http://minio:9000/b', to: 'https://files.test' }],
      defaultLocale: 'en',
    };
    await loadClientConfig(answer(200, { code: 200, msg: 'ok', data }));
    expect(clientConfig()).toMatchObject(data);
    expect(useClientConfig.getState().loaded).toBe(true);
  });

  it('keeps the defaults when the call fails or answers garbage', async () => {
    await loadClientConfig(answer(500, { code: 500, msg: 'down' }));
    expect(clientConfig()).toMatchObject(defaultClientConfig);
    await loadClientConfig((async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch);
    expect(clientConfig()).toMatchObject(defaultClientConfig);
    expect(useClientConfig.getState().loaded).toBe(true);
  });

  it("takes the boot script's request once, then asks itself", async () => {
    window.__consoleConfig = Promise.resolve(
      new Response(JSON.stringify({ code: 200, msg: 'ok', data: { brandName: 'Early' } }), { status: 200 }),
    );
    await loadClientConfig(answer(200, { code: 200, msg: 'ok', data: { brandName: 'Asked' } }));
    expect(clientConfig().brandName).toBe('Early');
    expect(window.__consoleConfig).toBeUndefined();
    await loadClientConfig(answer(200, { code: 200, msg: 'ok', data: { brandName: 'Asked' } }));
    expect(clientConfig().brandName).toBe('Asked');
  });

  it('keeps each malformed field at its default', () => {
    expect(
      mergeClientConfig({ brandName: 3, uploadMaxMb: -1, fileUrlRewrite: [{ from: '' }, 'x'], defaultLocale: 'fr' }),
    ).toEqual(defaultClientConfig);
  });
});
