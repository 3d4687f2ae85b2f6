import type { SelectHTMLAttributes } from 'react';
import { PlainIcon } from './plain-icon';

interface PlainSelectProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/**
 * The browser's own select in antd's look (plain-select.css): a phone opens its native picker,
 * and the keyboard and screen readers get the platform's control. antd's Select (its popup,
 * virtual list and positioning) was part of what a phone adopted on every explore page (issue 31).
 */
export function PlainSelect<V extends string>({
  value,
  options,
  onChange,
  className,
  ...rest
}: PlainSelectProps<V>) {
  return (
    <span className={className ? `plain-select ${className}` : 'plain-select'}>
      <select {...rest} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <PlainIcon name="down" className="plain-select-arrow" />
    </span>
  );
}
