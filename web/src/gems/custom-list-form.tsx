import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';

export interface CustomListFormProps {
  onCancel: () => void;
  onCreate: (name: string, description: string) => void;
}

/** Spec 01 §2: a custom list needs a name; the description is optional. */
export function CustomListForm({ onCancel, onCreate }: CustomListFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!name.trim()) return setError('Please enter a name for the list');
    onCreate(name, description);
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        label="List name"
        htmlFor="custom-list-name"
        validateStatus={error ? 'error' : ''}
        help={error}
      >
        <Input
          id="custom-list-name"
          autoFocus
          value={name}
          maxLength={200}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      </Form.Item>
      <Form.Item label="Description (optional)" htmlFor="custom-list-description">
        <Input.TextArea
          id="custom-list-description"
          autoSize={{ minRows: 2, maxRows: 5 }}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Form.Item>
      <Flex gap={8} justify="end">
        <Button onClick={onCancel}>Back</Button>
        <Button type="primary" htmlType="submit">
          Continue
        </Button>
      </Flex>
    </Form>
  );
}
