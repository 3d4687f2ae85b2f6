import { FEEDBACK_CATEGORIES, FEEDBACK_TYPES, zCreateFeedback, type CreateFeedback } from '@gems/contracts';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { errorMessage } from '../api/client';
import { sendFeedback } from '../admin/admin-api';
import { validate } from '../forms/field-errors';
import { feedbackLabel as label } from './feedback-labels';
import { useToast } from './use-toast';

/** Send Feedback (spec 01): type, title, description, optional email and category. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<CreateFeedback>();
  const toast = useToast();
  const send = useMutation({
    mutationFn: (input: CreateFeedback) =>
      sendFeedback({
        ...input,
        browserInfo: navigator.userAgent.slice(0, 1000),
        url: window.location.href.slice(0, 2048),
      }),
    onSuccess: () => {
      toast.success('Thank you!', 'Your feedback has been sent.');
      form.resetFields();
      onClose();
    },
    onError: (err) => toast.error('Failed to submit feedback', errorMessage(err, 'Please try again later')),
  });
  // Checked by the contract the server uses: each message under its field; a missing title or
  // description also keeps the spec's "Missing information" toast.
  const submit = () => {
    const values = form.getFieldsValue();
    const checked = validate<typeof zCreateFeedback, keyof CreateFeedback>(zCreateFeedback, values);
    if (!checked.ok) {
      form.setFields(
        Object.entries(checked.errors).map(([name, message]) => ({
          name: name as keyof CreateFeedback,
          errors: [message as string],
        })),
      );
      if (!values.title?.trim() || !values.description?.trim())
        toast.error('Missing information', 'Please fill in both title and description');
      return;
    }
    send.mutate(values);
  };
  return (
    <Modal
      open={open}
      title="Send Feedback"
      okText="Send"
      confirmLoading={send.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ type: 'general' }}
        onFinish={submit}
        // A field's message goes as soon as it is edited; Send checks again.
        onValuesChange={(changed: Partial<CreateFeedback>) =>
          form.setFields(
            Object.keys(changed).map((name) => ({ name: name as keyof CreateFeedback, errors: [] })),
          )
        }
      >
        <Form.Item label="Type" name="type">
          <Select options={FEEDBACK_TYPES.map((t) => ({ value: t, label: label(t) }))} />
        </Form.Item>
        <Form.Item label="Title" name="title">
          <Input maxLength={200} placeholder="A short summary" />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={4} maxLength={5000} placeholder="What happened, or what would help?" />
        </Form.Item>
        <Form.Item label="Email (optional)" name="email">
          <Input type="email" maxLength={254} placeholder="If you would like an answer" />
        </Form.Item>
        <Form.Item label="Category (optional)" name="category">
          <Select allowClear options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: label(c) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
