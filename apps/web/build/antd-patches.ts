import type { Plugin } from 'vite';

/**
 * Changes to antd's code that take work off a page's first draw and change nothing on screen. Each names the
 * exact text it replaces: an antd release that changes it fails the build, to be looked at again.
 */
const PATCHES: { file: RegExp; from: string; to: string }[] = [
  {
    // Form.Item reads its element's layout (offsetParent) while rendering, on every render after the first, for an
    // effect that only measures a margin when the item shows an error: a forced layout per form item, ~8 ms each on
    // a list's filter form. Read only when there is an error to place.
    file: /\/antd\/es\/form\/FormItem\/ItemHolder\.js$/,
    from: 'const isOnScreen = !!itemRef.current && isVisible(itemRef.current);',
    to: 'const isOnScreen = hasError && !!itemRef.current && isVisible(itemRef.current);',
  },
  {
    // A grid row (every Form.Item has one) re-renders itself right after mounting, synchronously inside React's
    // commit, when the screen-size observer first reports, though only responsive props ({ md: … }) read the screen
    // size. Re-rendered on a size change only when it has such a prop.
    file: /\/antd\/es\/grid\/row\.js$/,
    from: 'const screens = useBreakpoint(true, null);',
    to:
      'const screens = useBreakpoint(isPlainObject(align) || isPlainObject(justify) || isPlainObject(gutter) || ' +
      '(Array.isArray(gutter) && gutter.some(isPlainObject)), null);',
  },
  {
    // Every motion (a button's loading spinner, a badge, a tooltip) set its state right after mounting, inside
    // React's commit, even when it mounts hidden with nothing to animate: each such update drew the component again
    // synchronously, twenty buttons' spinners on a list of cards. A motion mounting hidden starts with the state that
    // update gave it, and skips the update unless its hidden content is drawn only by that second render
    // (forceRender, or kept when left without a class for it) or it leaves at once.
    file: /\/@rc-component\/motion\/es\/hooks\/useStatus\.js$/,
    from: `  const [asyncVisible, setAsyncVisible] = React.useState();`,
    to: `  const [asyncVisible, setAsyncVisible] = React.useState(visible ? undefined : false);`,
  },
  {
    file: /\/@rc-component\/motion\/es\/hooks\/useStatus\.js$/,
    from: `  onVisibleChanged
}) {`,
    to: `  onVisibleChanged,
  forceRender: patchedForceRender,
  removeOnLeave: patchedRemoveOnLeave = true,
  leavedClassName: patchedLeavedClassName
}) {`,
  },
  {
    file: /\/@rc-component\/motion\/es\/hooks\/useStatus\.js$/,
    from: `    setAsyncVisible(visible);
    const isMounted = mountedRef.current;
    mountedRef.current = true;
`,
    to: `    const isMounted = mountedRef.current;
    mountedRef.current = true;
    const drawsHidden = patchedForceRender || (!patchedRemoveOnLeave && !patchedLeavedClassName);
    if (!isMounted && !visible && !drawsHidden && !(motionLeaveImmediately && motionLeave) && getStatus() === STATUS_NONE) {
      visibleRef.current = visible;
      return;
    }
    setAsyncVisible(visible);
`,
  },
  {
    // A popup's trigger (a select, a dropdown, a date picker) marked its popup "not placed yet" right after mounting,
    // inside React's commit, though a new one is not placed yet: a new state object each time, so each trigger drew
    // again synchronously. The same state is kept when it already says so.
    file: /\/@rc-component\/trigger\/es\/hooks\/useAlign\.js$/,
    from: `    setOffsetInfo(ori => ({
      ...ori,
      ready: false
    }));`,
    to: `    setOffsetInfo(ori => ori.ready ? {
      ...ori,
      ready: false
    } : ori);`,
  },
  {
    // antd writes each style it adds at run time (the theme's CSS variables, one element per component) as the
    // element's innerHTML, which runs the HTML parser every time: 7-13 ms of the commits that add them. A style
    // element's text is the same set as text.
    file: /\/@rc-component\/util\/es\/Dom\/dynamicCSS\.js$/,
    from: `  styleNode.innerHTML = css;`,
    to: `  styleNode.textContent = css;`,
  },
  {
    file: /\/@rc-component\/util\/es\/Dom\/dynamicCSS\.js$/,
    from: `    if (existNode.innerHTML !== css) {
      existNode.innerHTML = css;`,
    to: `    if (existNode.textContent !== css) {
      existNode.textContent = css;`,
  },
];

export function antdPatches(): Plugin {
  return {
    name: 'antd-patches',
    enforce: 'pre',
    transform(code, id) {
      const patches = PATCHES.filter((candidate) => candidate.file.test(id));
      if (patches.length === 0) return undefined;
      let patched = code;
      for (const patch of patches) {
        if (!patched.includes(patch.from)) throw new Error(`antd-patches: ${id} no longer reads "${patch.from}"`);
        patched = patched.replace(patch.from, patch.to);
      }
      return { code: patched, map: null };
    },
  };
}
