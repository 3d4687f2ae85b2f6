import { Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * Asks for resolution notes; Escape or Cancel closes it, focus returns to the button. `subject`
 * says exactly what is being resolved (e.g. the one URL of a scraper-error group).
 */
export function ResolveDialog(props: {
  open: boolean;
  title: string;
  subject?: ReactNode;
  pending: boolean;
  onResolve(notes: string): void;
  onCancel(): void;
}) {
  const [notes, setNotes] = useState('');
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText="Resolve"
      confirmLoading={props.pending}
      onOk={() => props.onResolve(notes.trim())}
      onCancel={props.onCancel}
      afterClose={() => setNotes('')}
      destroyOnHidden
    >
      {props.subject}
      <label htmlFor="resolve-notes">Notes</label>
      <Input.TextArea
        id="resolve-notes"
        rows={4}
        maxLength={2000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        placeholder="What was done, or why it needs nothing"
      />
    </Modal>
  );
}
