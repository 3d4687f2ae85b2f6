import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import type { PopconfirmProps } from 'antd';
import { whenIdle } from './lazy-named';

// antd's Tooltip and Popconfirm bring the popup machinery (trigger, motion, placement: ~10 KB
// gzipped) that no card needs until someone hovers, focuses or clicks one of its buttons. On the
// pages people land on they load then, or when the page is idle, whichever comes first.
const loadTooltip = () => import('antd/es/tooltip');
const loadPopconfirm = () => import('antd/es/popconfirm');
const Tooltip = lazy(loadTooltip);
const Popconfirm = lazy(loadPopconfirm);

if (typeof window !== 'undefined') whenIdle(() => void loadTooltip().then(() => loadPopconfirm()));

type Trigger = ReactElement<{
  disabled?: boolean;
  onPointerEnter?: (event: unknown) => void;
  onPointerLeave?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
  onBlur?: (event: unknown) => void;
  onClick?: (event: unknown) => void;
}>;

/** antd's Tooltip on `children` (one element), mounted at the first hover or focus. */
export function Hint({ title, children }: { title: ReactNode; children: Trigger }) {
  const [wanted, setWanted] = useState(false);
  const [pointing, setPointing] = useState(false);
  if (!wanted) {
    const show = () => {
      setPointing(true);
      setWanted(true);
    };
    const handlers = {
      onPointerEnter: show,
      onFocus: show,
      onPointerLeave: () => setPointing(false),
      onBlur: () => setPointing(false),
    };
    // A disabled button gets no pointer events: a span around it listens (as antd's own does).
    if (children.props.disabled) {
      return (
        <span {...handlers} style={{ display: 'inline-flex', cursor: 'not-allowed' }}>
          {children}
        </span>
      );
    }
    return cloneElement(children, handlers);
  }
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} defaultOpen={pointing}>
        {children}
      </Tooltip>
    </Suspense>
  );
}

/** antd's Popconfirm on `children` (one button), mounted (and opened) at the first click. */
export function Confirm({ children, ...props }: Omit<PopconfirmProps, 'children'> & { children: Trigger }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return cloneElement(children, { onClick: () => setWanted(true) });
  return (
    <Suspense fallback={children}>
      <Popconfirm {...props} defaultOpen>
        {children}
      </Popconfirm>
    </Suspense>
  );
}
