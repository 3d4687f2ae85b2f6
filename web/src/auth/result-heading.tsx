import type { ReactNode } from 'react';

/** A result screen's title as the page's heading (antd's Result draws a plain div). */
export function ResultHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 'inherit', margin: 0 }}>{children}</h1>;
}
