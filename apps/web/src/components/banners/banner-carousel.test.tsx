import type { ActiveBanner } from '@console/domain/schemas/banner';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, SLIDE_MS } from './banner-carousel';
import { carouselTexts } from './i18n-texts';

const banner = (id: number, overrides: Partial<ActiveBanner> = {}): ActiveBanner => ({
  id,
  title: `横幅 ${id}`,
  imageUrl: `/interface/files/console/202611/banner/b${id}.png`,
  linkType: 'I',
  link: '/client/task/taskList',
  displayKind: 'L',
  ...overrides,
});

afterEach(cleanup);

describe('the banner carousel', () => {
  it('draws nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} onNavigate={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('follows an internal link inside the app, and leaves a modified click (a new tab) to the browser', () => {
    const onNavigate = vi.fn();
    render(<BannerCarousel banners={[banner(1)]} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: '横幅 1' });
    expect(link.getAttribute('href')).toBe('/client/task/taskList');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/client/task/taskList');
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
    // one slide: nothing rotates, so no pause button
    expect(screen.queryByRole('button', { pressed: false })).toBeNull();
  });

  it('opens an external link in a new tab without a way back to the console, and shows jump banners as strips', () => {
    render(
      <BannerCarousel
        banners={[
          banner(1),
          banner(2),
          banner(3, { displayKind: 'S', linkType: 'W', link: 'https://example.com/news' }),
        ]}
        onNavigate={() => {}}
      />,
    );
    const strip = screen.getByRole('list', { name: carouselTexts.zh.featured }).querySelector('a') as HTMLAnchorElement;
    expect(strip.textContent).toContain('横幅 3');
    expect(strip.getAttribute('target')).toBe('_blank');
    expect(strip.getAttribute('rel')).toContain('noopener');
    // two carousel slides: a pause button, and the jump banner is not among the slides
    expect(screen.getByRole('button', { pressed: false })).toBeTruthy();
    expect(screen.getByTestId('banner-carousel').textContent).not.toContain('横幅 3');
  });

  it('moves to a slide by its dot and on its own every SLIDE_MS, and only the shown slide is in the tab order', () => {
    vi.useFakeTimers();
    try {
      const { container } = render(<BannerCarousel banners={[banner(1), banner(2)]} onNavigate={() => {}} />);
      const track = container.querySelector('.banner-track') as HTMLElement;
      const dot = (n: number) => screen.getByRole('button', { name: `第 ${n} 张，共 2 张` });
      const tabbable = () =>
        [...container.querySelectorAll('.banner-slide-link')].map((a) => a.getAttribute('tabindex'));
      expect(dot(1).getAttribute('aria-current')).toBe('true');
      expect(tabbable()).toEqual([null, '-1']);
      fireEvent.click(dot(2));
      expect(dot(2).getAttribute('aria-current')).toBe('true');
      expect(track.style.transform).toBe('translateX(-100%)');
      expect(tabbable()).toEqual(['-1', null]);
      act(() => vi.advanceTimersByTime(SLIDE_MS));
      expect(dot(1).getAttribute('aria-current')).toBe('true');
      expect(track.style.transform).toBe('translateX(0%)');
    } finally {
      vi.useRealTimers();
    }
  });
});
