import { theme } from 'antd';
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
 * A bordered panel that looks like antd's Card (the same tokens and sizes) for the cards of the
 * pages people land on. antd's Card imports Tabs (for its tab list) and with it Dropdown, Menu and
 * the overflow list, ~20 KB gzipped of every first load; these cards never have tabs.
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
  const { token } = theme.useToken();
  // The shadow antd's Card lifts with: a token antd computes but leaves out of its public type.
  const hoverShadow = (token as typeof token & { boxShadowCard?: string }).boxShadowCard ?? token.boxShadow;
  const small = size === 'small';
  const radius = token.borderRadiusLG;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      {...aria}
      className={hoverable ? 'panel panel-hoverable' : 'panel'}
      style={
        {
          '--panel-radius': `${radius}px`,
          '--panel-shadow': hoverShadow,
          '--panel-motion': token.motionDurationMid,
          position: 'relative',
          boxSizing: 'border-box',
          background: token.colorBgContainer,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          border,
          borderRadius: radius,
          ...style,
        } as CSSProperties
      }
    >
      {title !== undefined || extra !== undefined ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: small
              ? token.fontSize * token.lineHeight + token.paddingXS * 2
              : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            marginBottom: -1,
            padding: `0 ${small ? 12 : token.paddingLG}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
            borderBottom: border,
            ...styles?.header,
          }}
        >
          <div
            style={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {title}
          </div>
          {extra !== undefined ? (
            <div
              style={{
                marginInlineStart: 'auto',
                color: token.colorText,
                fontWeight: 400,
                fontSize: token.fontSize,
              }}
            >
              {extra}
            </div>
          ) : null}
        </div>
      ) : null}
      {cover !== undefined ? <div className="panel-cover">{cover}</div> : null}
      <div style={{ padding: small ? 12 : token.paddingLG, ...styles?.body }}>{children}</div>
    </div>
  );
}
