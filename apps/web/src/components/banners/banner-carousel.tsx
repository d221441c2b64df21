import { CaretRightOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import { BANNER_DISPLAY_KIND, BANNER_LINK_TYPE } from '@console/domain/enums';
import type { ActiveBanner } from '@console/domain/schemas/banner';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './banners.css';
import './i18n';

/** How long a slide shows before the next one. */
export const SLIDE_MS = 5000;

export interface BannerCarouselProps {
  /** the side's active banners, by sort (the server's order) */
  banners: ActiveBanner[];
  /** an internal (I) banner's route, followed inside the app */
  onNavigate: (path: string) => void;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** One banner as a link: I follows the route in the app (a new tab still works), W opens a new tab. */
function BannerLink({
  banner,
  onNavigate,
  focusable = true,
  className,
  children,
}: {
  banner: ActiveBanner;
  onNavigate: (path: string) => void;
  focusable?: boolean;
  className: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const external = banner.linkType === BANNER_LINK_TYPE.external;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(banner.link);
  };
  return (
    <a
      className={className}
      href={banner.link}
      tabIndex={focusable ? undefined : -1}
      onClick={follow}
      data-testid="banner-link"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external && <span className="sr-only">{t('carousel.newTab')}</span>}
    </a>
  );
}

/**
 * A side's banners: the carousel (L) rotating every SLIDE_MS (paused while pointed at or focused, by its button,
 * and for reduced motion), and the jump banners (S) as still strips under it. Nothing at all without banners.
 */
export function BannerCarousel({ banners, onNavigate, className }: BannerCarouselProps) {
  const { t } = useTranslation();
  const slides = banners.filter((b) => b.displayKind === BANNER_DISPLAY_KIND.carousel);
  const jumps = banners.filter((b) => b.displayKind === BANNER_DISPLAY_KIND.jump);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const rotating = slides.length > 1 && !paused && !held;
  const count = slides.length;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((current + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, current, count]);

  if (banners.length === 0) return null;
  return (
    <div className={`banner-area ${className ?? ''}`}>
      {count > 0 && (
        <section
          className="banner-carousel"
          aria-roledescription="carousel"
          aria-label={t('carousel.carousel')}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
          data-testid="banner-carousel"
        >
          {/* Slides side by side in a track moved by CSS: nothing is measured (a slider that measured every slide
              on mounting forced the dashboard's layout twice, two long tasks on a phone). */}
          <div className="banner-track" style={{ transform: `translateX(${-100 * current}%)` }}>
            {slides.map((banner, index) => (
              <div key={banner.id} className="banner-slide" aria-hidden={index !== current}>
                {/* slides off screen are hidden: their links leave the tab order */}
                <BannerLink
                  banner={banner}
                  onNavigate={onNavigate}
                  focusable={index === current}
                  className="banner-slide-link"
                >
                  {/* The first slide is the page's largest paint: fetched first; the others when the browser has time. */}
                  <img
                    className="banner-slide-image"
                    src={banner.imageUrl}
                    alt=""
                    draggable={false}
                    fetchPriority={index === 0 ? 'high' : 'low'}
                    decoding="async"
                  />
                  <span className="banner-slide-title">{banner.title}</span>
                </BannerLink>
              </div>
            ))}
          </div>
          {count > 1 && (
            <ul className="banner-dots">
              {slides.map((banner, index) => (
                <li key={banner.id}>
                  <button
                    type="button"
                    className="banner-dot"
                    aria-label={t('carousel.slide', { n: index + 1, total: count })}
                    aria-current={index === current}
                    onClick={() => setCurrent(index)}
                  />
                </li>
              ))}
            </ul>
          )}
          {count > 1 && (
            <button
              type="button"
              className="banner-carousel-pause"
              aria-label={paused ? t('carousel.play') : t('carousel.pause')}
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
            </button>
          )}
        </section>
      )}
      {jumps.length > 0 && (
        <ul className="banner-jumps" aria-label={t('carousel.featured')}>
          {jumps.map((banner) => (
            <li key={banner.id}>
              <BannerLink banner={banner} onNavigate={onNavigate} className="banner-jump">
                <img className="banner-jump-image" src={banner.imageUrl} alt="" draggable={false} />
                <span className="banner-jump-title">{banner.title}</span>
                <RightOutlined className="banner-jump-arrow" aria-hidden />
              </BannerLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
