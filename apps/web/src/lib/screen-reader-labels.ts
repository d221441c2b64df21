import { i18n } from './i18n/i18n';

/**
 * antd writes a few screen-reader labels in English whatever the language, or none: every icon is an image
 * named after its file ("user", "down", "left"), the number input's step buttons say "Increase Value", and the
 * pager's arrows and the search box's button are named only by their icon. Icons here are decoration beside a
 * text or inside a control that has its own name, so they are hidden from screen readers (an icon given a label
 * of ours keeps it); those controls get a name in the chosen language: ours, or the title antd's locale gives.
 */
const ICON = '.anticon[role="img"]';

const NAMED: [selector: string, name: (el: Element) => string | null | undefined][] = [
  ['.ant-input-number-action-up', () => i18n.t('common.increase')],
  ['.ant-input-number-action-down', () => i18n.t('common.decrease')],
  ['.ant-input-search-btn', () => i18n.t('common.search')],
  ['.ant-input-clear-icon', () => i18n.t('common.clear')],
  ['.ant-pagination-prev > .ant-pagination-item-link', (el) => el.parentElement?.getAttribute('title')],
  ['.ant-pagination-next > .ant-pagination-item-link', (el) => el.parentElement?.getAttribute('title')],
];

function within(root: Element, selector: string): Element[] {
  return [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)];
}

function isOurLabel(icon: Element): boolean {
  const label = icon.getAttribute('aria-label');
  return label !== null && !icon.classList.contains(`anticon-${label}`);
}

/** A drawer's body scrolls: reachable from the keyboard even when nothing in it takes focus (WCAG 2.1.1). */
const SCROLLING = '.ant-drawer-body';

function fix(root: Element): void {
  for (const icon of within(root, ICON)) if (!isOurLabel(icon)) icon.setAttribute('aria-hidden', 'true');
  for (const region of within(root, SCROLLING))
    if (!region.hasAttribute('tabindex')) region.setAttribute('tabindex', '0');
  for (const [selector, name] of NAMED) {
    for (const el of within(root, selector)) {
      const label = name(el);
      if (label && el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
    }
  }
}

/** Keeps the labels right in everything rendered under root (portals included when root is the body). */
export function watchScreenReaderLabels(root: HTMLElement = document.body): () => void {
  fix(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // A changed title (the pager's, on a language switch) renames the control inside it.
      if (record.type === 'attributes') fix(record.target.parentElement ?? (record.target as Element));
      for (const node of record.addedNodes) if (node instanceof Element) fix(node);
    }
  });
  // aria-label too: React puts antd's English one back when it re-renders a step button.
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label', 'title'],
  });
  const relabel = () => fix(root);
  i18n.on('languageChanged', relabel);
  return () => {
    observer.disconnect();
    i18n.off('languageChanged', relabel);
  };
}
