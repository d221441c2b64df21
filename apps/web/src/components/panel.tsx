import type { HTMLAttributes, ReactNode } from 'react';
import './panel.css';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** the head's words, on a line of their own above the body */
  title?: ReactNode;
  /** antd's small card: a lower head and 12 px of padding */
  size?: 'default' | 'small';
}

/**
 * A borderless card as antd draws one (white, rounded, a faint shadow; a head with a line under it), without
 * antd's Card, whose code brings its tabs along (13 KB gzip) into the first screen of every page that shows one.
 * The dashboard and the order list, which people open most, use this.
 */
export function Panel({ title, size = 'default', className, children, ...rest }: PanelProps) {
  const classes = ['panel', size === 'small' ? 'panel-small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} {...rest}>
      {title !== undefined && title !== null && (
        <div className="panel-head">
          <div className="panel-title">{title}</div>
        </div>
      )}
      <div className="panel-body">{children}</div>
    </section>
  );
}
