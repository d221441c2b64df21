import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onboardingTexts } from '../features/onboarding/i18n-texts';
import { useClientConfig } from '../lib/config';
import { en } from '../lib/i18n/en';
import { setLanguage } from '../lib/i18n/i18n';
import { zh } from '../lib/i18n/zh';
import { navigateTo } from '../lib/navigation';
import { AppProviders } from './providers';
import { AppRouter } from './router';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <AppProviders>
      <AppRouter />
    </AppProviders>,
  );
}

beforeEach(async () => {
  await setLanguage('en');
  useClientConfig.setState({ brandName: '' });
});
afterEach(cleanup);

describe('page titles outside the console', () => {
  it('/login: route title then the brand, the configured brand when there is one', async () => {
    document.title = 'Orders - Acme';
    renderAt('/login');
    await screen.findByRole('button', { name: en.login.submit });
    expect(document.title).toBe(`${en.route.login} - ${en.brand}`);
    act(() => useClientConfig.setState({ brandName: 'Acme Works' }));
    expect(document.title).toBe(`${en.route.login} - Acme Works`);
    await act(() => setLanguage('zh'));
    expect(document.title).toBe(`${zh.route.login} - Acme Works`);
  });

  it('public pages carry their own titles, and /login sets its title again after them', async () => {
    renderAt('/signSuccess');
    await screen.findByRole('heading', { name: onboardingTexts.en.success.title }, { timeout: 5000 });
    expect(document.title).toBe(`${en.route.signSuccess} - ${en.brand}`);
    // Without an applicant session, the application pages start at /companyEnter.
    act(() => navigateTo('/companyEnter/perfect'));
    await screen.findByRole('heading', { name: onboardingTexts.en.enter.title });
    expect(window.location.pathname).toBe('/companyEnter');
    expect(document.title).toBe(`${en.route.companyEnter} - ${en.brand}`);
    // Signed out from any page, the login page replaces the previous title.
    act(() => navigateTo('/login'));
    await screen.findByRole('button', { name: en.login.submit });
    expect(document.title).toBe(`${en.route.login} - ${en.brand}`);
  });
});
