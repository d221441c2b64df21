import { useLayoutEffect, useRef } from 'react';
import './article-html.css';

/**
 * An article's body. The HTML was sanitised by the server's allow-list when it was saved (no scripts, event
 * handlers or javascript: URLs can be in it, see modules/information/sanitize.ts), so it is shown as it is.
 */
export function ArticleHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.innerHTML = html;
  }, [html]);
  return <div ref={ref} className="article-html" data-testid="article-html" />;
}
