import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Headings and text that look like antd's Typography (the same tokens and margins) for the
 * pages people land on. antd's Typography carries its editable, copyable and measured-ellipsis
 * machinery (a TextArea, tooltips, icons; ~14 KB gzipped of every first load) even where only
 * plain text is shown. Class names "typo-*" carry the rules that need CSS (global.css).
 */
type Common = Omit<HTMLAttributes<HTMLElement>, 'style' | 'children'> & {
  children?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
};

type TextType = 'secondary';

function useTextColor(type?: TextType) {
  const { token } = theme.useToken();
  return { token, color: type === 'secondary' ? token.colorTextDescription : token.colorText };
}

const joinClasses = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function Title({ level = 1, style, className, ...rest }: Common & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      {...rest}
      className={joinClasses('typo typo-title', className)}
      style={{
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        wordBreak: 'break-word',
        ...style,
      }}
    />
  );
}

/** One line of text; `ellipsis` cuts it to its box (the full text is in `title`, if given). */
export function Text({
  type,
  strong,
  ellipsis,
  style,
  className,
  children,
  ...rest
}: Common & { type?: TextType; strong?: boolean; ellipsis?: boolean; title?: string }) {
  const { token, color } = useTextColor(type);
  return (
    <span
      {...rest}
      className={joinClasses('typo', type === 'secondary' && 'typo-secondary', className)}
      style={{
        color,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        ...(ellipsis
          ? {
              display: 'inline-block',
              maxWidth: '100%',
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
              verticalAlign: 'bottom',
            }
          : null),
        ...style,
      }}
    >
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/** A paragraph; `rows` cuts it to that many lines. */
export function Paragraph({
  type,
  rows,
  style,
  className,
  ...rest
}: Common & { type?: TextType; rows?: number }) {
  const { token, color } = useTextColor(type);
  return (
    <p
      {...rest}
      className={joinClasses('typo', type === 'secondary' && 'typo-secondary', className)}
      style={{
        color,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        marginBottom: '1em',
        ...(rows
          ? {
              display: '-webkit-box',
              overflow: 'hidden',
              WebkitLineClamp: rows,
              WebkitBoxOrient: 'vertical',
            }
          : null),
        ...style,
      }}
    />
  );
}
