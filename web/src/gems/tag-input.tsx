import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addTag, addTags, removeLastTag, tagSuggestions, type TagRefusal } from './tag-rules';

/** Spec 01 §9: suggestions hide this long after the input loses focus (so a click lands). */
const HIDE_DELAY_MS = 200;

const REFUSALS: Record<Exclude<TagRefusal, 'empty'>, string> = {
  duplicate: 'That tag is already added.',
  full: 'No more tags can be added.',
};

export interface TagInputProps {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  suggestions?: readonly string[];
  placeholder?: string;
  maxTags?: number;
}

/**
 * Spec 01 §3-§5 tag input: Enter, comma or the add button adds; Backspace on an empty input
 * removes the last tag; duplicates are refused; Escape closes suggestions.
 */
export function TagInput({ id, value, onChange, suggestions = [], placeholder, maxTags }: TagInputProps) {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [showSuggestions, setShowSuggestions] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const matches = showSuggestions ? tagSuggestions(suggestions, text, value) : [];

  const commit = (raw: string) => {
    const result = addTag(value, raw, maxTags);
    if (result.ok) {
      onChange(result.tags);
      setText('');
      setNotice(null);
    } else {
      setNotice(result.reason === 'empty' ? null : REFUSALS[result.reason]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(removeLastTag(value));
    } else if (event.key === 'Escape' && matches.length > 0) {
      // Close the list, not the dialog around it.
      event.stopPropagation();
      setShowSuggestions(false);
    }
  };

  const onType = (next: string) => {
    setNotice(null);
    setShowSuggestions(true);
    // A pasted "a, b, c" becomes tags at once; what follows the last comma stays typed.
    if (next.includes(',')) {
      const cut = next.lastIndexOf(',');
      onChange(addTags(value, next.slice(0, cut), maxTags));
      setText(next.slice(cut + 1).trimStart());
    } else {
      setText(next);
    }
  };

  return (
    <Flex vertical gap={8}>
      {value.length > 0 ? (
        <Flex wrap gap={4} aria-label="Chosen tags" role="list">
          {value.map((tag) => (
            <Tag
              key={tag}
              role="listitem"
              closable={{ closeIcon: true, 'aria-label': `Remove tag ${tag}` }}
              onClose={(event) => {
                event.preventDefault();
                onChange(value.filter((t) => t !== tag));
              }}
            >
              #{tag}
            </Tag>
          ))}
        </Flex>
      ) : null}
      <div style={{ position: 'relative' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id={id}
            value={text}
            placeholder={placeholder ?? 'Add a tag and press Enter'}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => setShowSuggestions(true)}
            onBlur={() => {
              hideTimer.current = setTimeout(() => setShowSuggestions(false), HIDE_DELAY_MS);
            }}
            aria-autocomplete="list"
            aria-expanded={matches.length > 0}
          />
          <Button icon={<PlusOutlined />} aria-label="Add tag" onClick={() => commit(text)} />
        </Space.Compact>
        {matches.length > 0 ? (
          <Flex
            vertical
            role="listbox"
            aria-label="Tag suggestions"
            style={{
              position: 'absolute',
              zIndex: 2,
              insetInline: 0,
              top: '100%',
              marginTop: 4,
              background: token.colorBgElevated,
              boxShadow: token.boxShadowSecondary,
              borderRadius: token.borderRadius,
              padding: 4,
            }}
          >
            {matches.slice(0, 8).map((s) => (
              <Button
                key={s}
                type="text"
                role="option"
                style={{ textAlign: 'start' }}
                onClick={() => commit(s)}
              >
                #{s}
              </Button>
            ))}
          </Flex>
        ) : null}
      </div>
      {notice ? (
        <Typography.Text type="warning" role="status">
          {notice}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
