import { ICON_PATHS } from './icon-paths';

export type IconName = keyof typeof ICON_PATHS;

/**
 * One of antd's icons as a plain SVG, 1em square in the text's colour (as antd draws it), for the
 * parts of a page drawn many times (the gem cards): no component, context or style hook per icon.
 */
export function PlainIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `plain-icon ${className}` : 'plain-icon'}
      // The spinner comes from another drawing of antd's set, on a 1024 square.
      viewBox={name === 'loading' ? '0 0 1024 1024' : '64 64 896 896'}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
