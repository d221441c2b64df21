import { describe, expect, it } from 'vitest';
import { loginPathFor } from './api/freelancer-http';
import { nextPageOf, rowsOf } from './api/paging';
import { noticeLink } from './components/notice-text';
import { afterSignIn } from './pages/login-page';
import { chatPath } from './pages/messages-page';
import { freelancerActions } from './pages/order-detail-page';
import { estimate } from './pages/tasks-page';
import { clearFreelancerSession, FREELANCER_SESSION_KEY, liveToken, useFreelancerSession } from './session';

const page = <T>(rows: T[], total: number) => ({ rows, total });

describe('paging', () => {
  it('asks for the next page until every row is loaded', () => {
    const first = page([{ id: 1 }, { id: 2 }], 3);
    expect(nextPageOf(first, [first])).toBe(2);
    const second = page([{ id: 3 }], 3);
    expect(nextPageOf(second, [first, second])).toBeUndefined();
  });

  it('stops at an empty page even when the total says more', () => {
    const first = page([{ id: 1 }], 5);
    const empty = page<{ id: number }>([], 5);
    expect(nextPageOf(empty, [first, empty])).toBeUndefined();
  });

  it('keeps a row once when it moved onto the next page meanwhile', () => {
    expect(rowsOf([page([{ id: 1 }, { id: 2 }], 4), page([{ id: 2 }, { id: 3 }], 4)]).map((r) => r.id)).toEqual([
      1, 2, 3,
    ]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});

describe('order actions a freelancer sees', () => {
  it('follows the workflow and the order mode', () => {
    expect(freelancerActions({ status: '0', mode: 'I' })).toEqual(['acceptInvitation', 'refuseInvitation']);
    expect(freelancerActions({ status: '0', mode: 'A' })).toEqual(['withdrawApplication']);
    expect(freelancerActions({ status: '3', mode: 'A' })).toEqual(['deliver']);
    expect(freelancerActions({ status: '10', mode: 'I' })).toEqual(['confirmClose']);
    expect(freelancerActions({ status: '4', mode: 'A' })).toEqual([]);
    expect(freelancerActions({ status: '11', mode: 'I' })).toEqual([]);
  });
});

describe('apply estimate', () => {
  it('multiplies in cents and refuses what is not a quantity', () => {
    expect(estimate('0.81', '3')).toBe('2.43');
    expect(estimate('360.00', '1.5')).toBe('540.00');
    expect(estimate('100.00', '0')).toBe('');
    expect(estimate('100.00', 'abc')).toBe('');
    expect(estimate('100.00', '1.234')).toBe('');
    expect(estimate('100.00', undefined)).toBe('');
  });
});

describe('sign-in redirects', () => {
  it('comes back only to a page of the freelancer app', () => {
    expect(afterSignIn('/m/orders/12')).toBe('/m/orders/12');
    expect(afterSignIn(null)).toBe('/m');
    expect(afterSignIn('/dashboard')).toBe('/m');
    expect(afterSignIn('//evil.example/m/')).toBe('/m');
    expect(afterSignIn('/m/login')).toBe('/m');
  });

  it('sends a signed-out freelancer to sign in and back', () => {
    expect(loginPathFor('/m/orders?status=pending')).toBe('/m/login?redirect=%2Fm%2Forders%3Fstatus%3Dpending');
    expect(loginPathFor('/m/login?redirect=x')).toBe('/m/login');
    expect(loginPathFor('/dashboard')).toBe('/m/login');
  });
});

describe('the freelancer session', () => {
  it('lives under its own key and ends with a clear', () => {
    useFreelancerSession.setState({
      token: { accessToken: 'abc', expiresAt: Date.now() + 60_000 },
      me: { freelancerId: 1, name: '王小雨', phone: '13900000001', socketId: 'C1', wxHead: null },
    });
    expect(localStorage.getItem(`console-${FREELANCER_SESSION_KEY}`)).toContain('abc');
    expect(localStorage.getItem('console-session')).toBeNull();
    expect(liveToken()?.accessToken).toBe('abc');
    expect(liveToken(Date.now() + 120_000)).toBeNull();
    clearFreelancerSession();
    expect(localStorage.getItem(`console-${FREELANCER_SESSION_KEY}`)).toBeNull();
    expect(liveToken()).toBeNull();
  });
});

describe('notice links', () => {
  it('follows only links of the freelancer page', () => {
    expect(noticeLink({ link: '/m/orders/3' })).toBe('/m/orders/3');
    expect(noticeLink({ link: '/client/order/orderList/index' })).toBeNull();
    expect(noticeLink({ link: null })).toBeNull();
  });
});

describe('the chat page address', () => {
  it('opens a conversation, or a search hit in it with ?at=', () => {
    expect(chatPath('B10001')).toBe('/m/messages/B10001');
    expect(chatPath('B10001', 42)).toBe('/m/messages/B10001?at=42');
  });
});
