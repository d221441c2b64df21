import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../app/route-guard';
import { ErrorBoundary } from '../components/error-boundary';
import { LoginPage } from '../features/auth/pages/login-page';
import { en } from './i18n/en';
import { setLanguage } from './i18n/i18n';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, loadChunk } from './lazy-page';
import { useSession } from './session';

// These chunks never arrive (a stalled connection): only the 120 s timeout can end the wait.
vi.mock('../features/auth/api/get-menu', () => new Promise(() => {}));
vi.mock('../features/auth/api/sign-in', () => new Promise(() => {}));

const never = <T,>() => new Promise<T>(() => {});

beforeEach(async () => {
  await setLanguage('en');
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null, ipStatus: null, menu: null, permissions: [] });
});

describe('loadChunk', () => {
  it('gives a chunk 120 s, then fails with ChunkLoadError', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const result = loadChunk(never);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });

  it('passes a loaded chunk through and leaves no timer; a failed import becomes a ChunkLoadError', async () => {
    await expect(loadChunk(async () => 'module')).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

function Boundary({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<span>loading</span>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

describe('the reload message', () => {
  // The boundary logs what it caught.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('a lazy component that does not arrive in 120 s shows the message, whose button reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Page = lazyPage(() => never<() => null>());
    render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByRole('alert').textContent).toContain(en.app.chunkFailed);
    fireEvent.click(screen.getByRole('button', { name: en.common.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("the route guard's menu chunk timing out shows the same message and keeps the session", async () => {
    useSession.setState({
      token: { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 },
      user: { username: 'admin' } as never,
      ipStatus: 1,
    });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Boundary>
          <RouteGuard>
            <span>console</span>
          </RouteGuard>
        </Boundary>
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert').textContent).toContain(en.app.chunkFailed);
    expect(useSession.getState().token).not.toBeNull();
  });
});

describe('the reload message on the login page', () => {
  it('signing in while the sign-in chunk does not arrive ends in the message after 120 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Boundary>
          <LoginPage />
        </Boundary>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(en.login.username), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(en.login.password), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: en.login.submit }));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByRole('alert').textContent).toContain(en.app.chunkFailed);
    expect(screen.getByRole('button', { name: en.common.reload })).toBeTruthy();
  });
});

describe('every lazily loaded chunk goes through loadChunk', () => {
  const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('no dynamic import() and no React lazy() outside the helper', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const offenders: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      // import() in type positions (typeof import('x')) loads nothing; lazyPart goes through lazyPage.
      const code = text.replace(/typeof import\(/g, '');
      const dynamic = code.match(/\bimport\(/g)?.length ?? 0;
      const wrapped =
        code.match(/\b(?:loadChunk|lazyPage|lazyPart)\(\s*(?:\/\/[^\n]*\n\s*)*\(\)\s*=>\s*import\(/g)?.length ?? 0;
      if (dynamic !== wrapped) offenders.push(`${file}: ${dynamic - wrapped} plain import()`);
      if (!file.endsWith('/lazy-page.ts') && /\blazy\(/.test(code)) offenders.push(`${file}: React lazy()`);
    }
    expect(offenders).toEqual([]);
  });
});
