import type { AriaAttributes, CSSProperties, ReactNode } from 'react';

interface PanelProps extends AriaAttributes {
  children?: ReactNode;
  /** Full-width content above the body (a picture strip), its top corners rounded like the panel. */
  cover?: ReactNode;
  /** A header row: the title on the left, `extra` on the right. */
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** Lifts with a shadow under the pointer (the panel is inside a link). */
  hoverable?: boolean;
  style?: CSSProperties;
  styles?: { header?: CSSProperties; body?: CSSProperties };
}

/**
 * A bordered panel that looks like antd's Card (the same theme variables and sizes; panel.css)
 * for the cards of the pages people land on. antd's Card imports Tabs (for its tab list) and with
 * it Dropdown, Menu and the overflow list, ~20 KB gzipped of every first load; these cards never
 * have tabs. Its look is in CSS, not antd's theme hook, which cost a phone's first load once per
 * panel (sixteen on the landing page, issue 31).
 */
export function Panel({
  children,
  cover,
  title,
  extra,
  size,
  hoverable,
  style,
  styles,
  ...aria
}: PanelProps) {
  const classes = ['panel', size === 'small' ? 'panel-small' : '', hoverable ? 'panel-hoverable' : ''];
  return (
    <div {...aria} className={classes.filter(Boolean).join(' ')} style={style}>
      {title !== undefined || extra !== undefined ? (
        <div className="panel-head" style={styles?.header}>
          <div className="panel-title">{title}</div>
          {extra !== undefined ? <div className="panel-extra">{extra}</div> : null}
        </div>
      ) : null}
      {cover !== undefined ? <div className="panel-cover">{cover}</div> : null}
      <div className="panel-body" style={styles?.body}>
        {children}
      </div>
    </div>
  );
}
