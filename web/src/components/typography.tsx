import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Headings and text that look like antd's Typography (the same theme variables and margins;
 * typography.css) for the pages people land on. antd's Typography carries its editable, copyable
 * and measured-ellipsis machinery (a TextArea, tooltips, icons; ~14 KB gzipped of every first load)
 * even where only plain text is shown, and antd's theme hook in every instance cost a phone's
 * first load once per heading and line of text (issue 31): the look is in CSS classes instead.
 */
type Common = Omit<HTMLAttributes<HTMLElement>, 'style' | 'children'> & {
  children?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
};

type TextType = 'secondary';

const joinClasses = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function Title({ level = 1, className, ...rest }: Common & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return <Heading {...rest} className={joinClasses('typo typo-title', `typo-h${level}`, className)} />;
}

/** One line of text; `ellipsis` cuts it to its box (the full text is in `title`, if given). */
export function Text({
  type,
  strong,
  ellipsis,
  className,
  children,
  ...rest
}: Common & { type?: TextType; strong?: boolean; ellipsis?: boolean; title?: string }) {
  return (
    <span
      {...rest}
      className={joinClasses(
        'typo',
        type === 'secondary' && 'typo-secondary',
        ellipsis && 'typo-ellipsis',
        className,
      )}
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
  return (
    <p
      {...rest}
      className={joinClasses(
        'typo typo-paragraph',
        type === 'secondary' && 'typo-secondary',
        rows !== undefined && 'typo-clamped',
        className,
      )}
      style={rows ? { WebkitLineClamp: rows, ...style } : style}
    />
  );
}
