import { afterEach, describe, expect, it } from 'vitest';
import { fakeTransport, ok } from '../../lib/http/fake-transport';
import { bindNavigate } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { useFreelancerSession } from '../session';
import { freelancerGet } from './freelancer-http';
import { signIn } from './sign-in';

const transport = fakeTransport();
const me = { freelancerId: 2, name: '李*', phone: '13900000002', socketId: 'C20002', wxHead: null };
const consoleToken = { accessToken: 'console', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 };

afterEach(() => {
  transport.calls.length = 0;
  bindNavigate(null);
  useFreelancerSession.setState({ token: null, me: null });
  useSession.setState({ token: null, user: null });
});

describe('the freelancer http calls', () => {
  it('sign in with phone and password, then carry the freelancer token, never the console one', async () => {
    useSession.setState({ token: consoleToken });
    transport.handler = (config) =>
      config.url === 'freelancer/auth/token' ? ok({ access_token: 'f-token', expires_in: 7200 }) : ok(me);
    await expect(signIn('13900000002', 'demo1234')).resolves.toEqual(me);
    const [token, read] = transport.calls;
    expect(token?.data).toBe('phone=13900000002&password=demo1234');
    expect(token?.headers.Authorization).toBeUndefined();
    expect(read?.headers.Authorization).toBe('Bearer f-token');
    expect(useFreelancerSession.getState()).toMatchObject({ token: { accessToken: 'f-token' }, me });
    // The console's session is left as it was.
    expect(useSession.getState().token).toEqual(consoleToken);
  });

  it('a refused sign-in rejects with the server message and keeps no session', async () => {
    transport.handler = () => ({
      status: 429,
      data: { code: 429, msg: '该账号登录失败次数过多，请 8 秒后再试', data: null },
    });
    await expect(signIn('13900000002', 'x')).rejects.toThrow('该账号登录失败次数过多，请 8 秒后再试');
    expect(useFreelancerSession.getState().token).toBeNull();
  });

  it('a 401 ends the freelancer session alone and goes to /m/login, coming back afterwards', async () => {
    const visited: string[] = [];
    bindNavigate((to) => visited.push(to));
    window.history.replaceState(null, '', '/m/orders?status=active');
    useSession.setState({ token: consoleToken });
    useFreelancerSession.setState({ token: { accessToken: 'old', expiresAt: Date.now() + 60_000 }, me });
    transport.handler = () => ({ status: 401, data: { code: 401, msg: '登录状态已过期', data: null } });
    await expect(freelancerGet('freelancer/orders')).rejects.toThrow('登录状态已过期');
    expect(useFreelancerSession.getState().token).toBeNull();
    expect(visited).toEqual(['/m/login?redirect=%2Fm%2Forders%3Fstatus%3Dactive']);
    expect(useSession.getState().token).toEqual(consoleToken);
  });
});
