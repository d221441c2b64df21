/** The zh and en texts of the banner carousel (the dashboard's and the freelancer page's). */
const zh = {
  carousel: '轮播图',
  slide: '第 {{n}} 张，共 {{total}} 张',
  pause: '暂停轮播',
  play: '继续轮播',
  newTab: '（在新标签页打开）',
  featured: '推荐',
};

const en: typeof zh = {
  carousel: 'Banners',
  slide: 'Slide {{n}} of {{total}}',
  pause: 'Pause the banners',
  play: 'Play the banners',
  newTab: '(opens in a new tab)',
  featured: 'Featured',
};

export const carouselTexts = { zh, en };
