import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

interface PlainFlexProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** The element drawn (antd's `component`): a list, a section, a header… */
  component?: 'div' | 'ul' | 'li' | 'section' | 'header';
  vertical?: boolean;
  /** Pixels between the items. */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  'data-testid'?: string;
}

/**
 * A flex box with antd Flex's props, as plain inline style: antd's Flex runs its style and config
 * hooks on every instance, and a page drawn with dozens of them paid for each while a phone
 * adopted it (issue 31).
 */
export function PlainFlex({
  component: Element = 'div',
  vertical,
  gap,
  align,
  justify,
  wrap,
  style,
  ...rest
}: PlainFlexProps) {
  return (
    <Element
      {...rest}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : undefined,
        flexWrap: wrap ? 'wrap' : undefined,
        gap,
        alignItems: align,
        justifyContent: justify,
        ...style,
      }}
    />
  );
}
