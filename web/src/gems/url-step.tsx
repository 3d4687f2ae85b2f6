import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Spin, Typography } from 'antd';
import type { Ref } from 'react';
import type { InputRef } from 'antd';
import { domainOf } from './gem-url';

export interface UrlStepProps {
  inputRef: Ref<InputRef>;
  value: string;
  error: string | null;
  loading: boolean;
  onChange: (value: string) => void;
  onGetInfo: () => void;
}

/** The URL field and Get Info (spec 01 §2/§5); Enter in the field does the same. */
export function UrlStep({ inputRef, value, error, loading, onChange, onGetInfo }: UrlStepProps) {
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label="Website URL"
        htmlFor="add-gem-url"
        validateStatus={error ? 'error' : ''}
        help={error}
        style={{ marginBottom: 0 }}
      >
        <Flex gap={8}>
          <Input
            id="add-gem-url"
            ref={inputRef}
            // Focused from the first frame: a link typed (or pasted) at once lands here, not on Close.
            autoFocus
            inputMode="url"
            autoComplete="url"
            placeholder="Paste a link, e.g. example.com/article"
            value={value}
            disabled={loading}
            onChange={(event) => onChange(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              onGetInfo();
            }}
          />
          <Button type="primary" icon={<SearchOutlined />} loading={loading} onClick={onGetInfo}>
            Get Info
          </Button>
        </Flex>
      </Form.Item>
      {loading ? (
        <Flex align="center" gap={8} role="status" aria-live="polite" style={{ marginTop: 8 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">
            Getting info from {domainOf(value) || 'the page'}…
          </Typography.Text>
        </Flex>
      ) : null}
    </Form>
  );
}
