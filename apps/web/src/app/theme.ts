import { generate } from '@ant-design/colors';
import type { ThemeConfig } from 'antd';
import getAlphaColor from 'antd/es/theme/util/getAlphaColor';
import { readableShade } from '../lib/contrast';

/**
 * Grey text (descriptions, breadcrumb links, statistic titles, placeholders) at 4.6:1 or more on white and on the
 * console's grey backgrounds; antd's 0.45 and 0.25 reach only 3.4:1 and 1.8:1.
 */
export const MUTED_TEXT = 'rgba(0, 0, 0, 0.58)'; // styles.css: --console-text-muted

/** antd's error colour made readable as text (form errors, danger buttons); styles.css has it as --console-error-text. */
export const ERROR = readableShade('#ff4d4f', 5.5);

/** antd's warning colour made readable as text (the dashboard's to-do counts). */
export const WARNING_TEXT = readableShade('#faad14');

/** Tag text in antd's preset colours: its 7th shade where that is readable on the tag's pale background, else a darker one. */
export const TAG_TEXT = {
  cyan7: '#006d75',
  green7: '#237804',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  gold7: '#874d00',
  lime7: '#3f6600',
  yellow7: '#876800',
};

const primaryTokens = new Map<string, Record<string, string>>();

/**
 * The tokens a component that carries text on the theme colour takes, for the readable shade `strong`: those antd's
 * algorithm derives from a primary colour (its palette, as antd maps it, and the selected item's backgrounds), which
 * are the only ones that change with it (a unit test holds them equal to antd's whole derivation from the shade,
 * with the console's own tokens). Given as `algorithm: true` instead, each of eight components derived the whole
 * design token again in the console's first render (about 5 ms each), from antd's seed: the console's darker greys
 * (MUTED_TEXT) were lost in them, as its placeholders and descriptions. antd's full derivation once costs ~10 ms.
 */
function primaryTokensOf(strong: string): Record<string, string> {
  let tokens = primaryTokens.get(strong);
  if (!tokens) {
    const palette = generate(strong);
    const shade = (i: number) => palette[i] as string;
    tokens = {
      colorPrimaryBg: shade(0),
      colorPrimaryBgHover: shade(1),
      colorPrimaryBorder: shade(2),
      colorPrimaryBorderHover: shade(3),
      colorPrimaryHover: shade(4),
      colorPrimary: shade(5),
      colorPrimaryActive: shade(6),
      colorPrimaryTextHover: shade(4),
      colorPrimaryText: shade(5),
      colorPrimaryTextActive: shade(6),
      controlItemBgActive: shade(0),
      controlItemBgActiveHover: shade(1),
      // on the white of a container, as antd's alias tokens have it
      controlOutline: getAlphaColor(shade(0), '#ffffff'),
    };
    primaryTokens.set(strong, tokens);
  }
  return tokens;
}

/**
 * The console's antd theme for the chosen colour. The colour stays the theme colour (borders, focus rings,
 * switches, ink bars); where text is written on it or in it (primary buttons, the selected menu item, the active
 * page of a pager, a picked date, links) the components use a darker shade of the same hue that passes 4.5:1.
 */
/** `reducedMotion`: the user's system asks for less motion (prefers-reduced-motion): antd's animations are off. */
export function consoleTheme(colour: string, reducedMotion = false): ThemeConfig {
  const strong = readableShade(colour);
  const token = {
    motion: !reducedMotion,
    colorPrimary: colour,
    borderRadius: 6,
    colorLink: strong,
    colorError: ERROR,
    colorTextDescription: MUTED_TEXT,
    colorTextTertiary: MUTED_TEXT,
    colorTextPlaceholder: MUTED_TEXT,
  };
  const carriesText = primaryTokensOf(strong);
  return {
    // antd generates no styles in the browser: each component's static CSS comes with its chunk (vite.config.ts).
    zeroRuntime: true,
    token,
    components: {
      // A busy button (its action under way) keeps its colours and says so with its spinner: antd's 0.65 opacity
      // takes white on the primary colour to 2.7:1, and the button stays on screen while a step-up dialog asks.
      // Set here, not as a global token, after the derived ones: hovered, antd would lighten the shade to about
      // 3.5:1; a darker one of the same hue still says "hovered".
      Button: { ...carriesText, colorPrimaryHover: readableShade(colour, 7), opacityLoading: 1 },
      // Only the selected item's colours: derived from the dark shade, its pale background would turn grey.
      Menu: {
        darkItemSelectedBg: strong,
        itemSelectedColor: strong,
        subMenuItemSelectedColor: strong,
        horizontalItemSelectedColor: strong,
      },
      Tabs: carriesText,
      Pagination: carriesText,
      DatePicker: carriesText,
      Calendar: carriesText,
      Steps: carriesText,
      Radio: carriesText,
      Segmented: carriesText,
      // An empty table's "no data" is drawn in the disabled grey, yet it is text to read.
      Table: { colorTextDisabled: MUTED_TEXT },
      // The text colours only: the pale backgrounds stay antd's.
      Tag: {
        ...TAG_TEXT,
        colorInfo: readableShade('#1677ff'),
        colorSuccess: readableShade('#52c41a'),
        colorWarning: WARNING_TEXT,
      },
    },
  };
}
