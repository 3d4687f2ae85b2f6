import type { Collection, Visibility } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Segmented } from 'antd';
import type { InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/client';
import { useToast } from '../../feedback/use-toast';
import { FormField } from '../../forms/form-field';
import { VISIBILITY_OPTIONS } from '../../gems/visibility';
import { collectionPayload } from './collection-form';
import { createCollection, updateCollection } from './collections-api';

export interface CollectionFormDialogProps {
  /** The collection to edit; without one the dialog creates a new collection. */
  collection?: Collection;
  open: boolean;
  onClose: () => void;
  /** Called with the saved collection (e.g. to open it, or to add a gem to it). */
  onSaved?: (collection: Collection) => void;
}

/** Invalidated after any collection change (brief: by prefix). */
const COLLECTION_ROOTS = ['collections', 'collection', 'users'] as const;

/** Spec 01 §2 Create/Edit Collection: title (required), description, visibility. */
export function CollectionFormDialog({ collection, open, onClose, onSaved }: CollectionFormDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleRef = useRef<InputRef>(null);
  const editing = collection !== undefined;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('public');
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});

  // Each opening starts from the collection (or blank), never from what was typed last time.
  useEffect(() => {
    if (!open) return;
    setTitle(collection?.title ?? '');
    setDescription(collection?.description ?? '');
    setVisibility(collection?.visibility ?? 'public');
    setErrors({});
  }, [open, collection]);

  const save = useMutation({
    mutationFn: (payload: ReturnType<typeof collectionPayload> & { ok: true }) =>
      editing ? updateCollection(collection.id, payload.payload) : createCollection(payload.payload),
    onSuccess: async (saved) => {
      toast.success(editing ? 'Collection updated' : 'Collection created');
      await Promise.all(COLLECTION_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
      onSaved?.(saved);
      onClose();
    },
    onError: (error) =>
      toast.error(
        'Error',
        errorMessage(error, editing ? 'Failed to update collection' : 'Failed to create collection'),
      ),
  });

  function submit() {
    const checked = collectionPayload({ title, description, visibility });
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      if (checked.field === 'title') {
        // Spec 02 §5: "Title required" / "Please enter a title for your collection."
        toast.error('Title required', checked.message);
        titleRef.current?.focus();
      }
      return;
    }
    save.mutate(checked);
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Edit Collection' : 'Create Collection'}
      onCancel={onClose}
      maskClosable={!save.isPending}
      afterOpenChange={(visible) => visible && titleRef.current?.focus()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={submit}>
          {editing ? 'Save Changes' : 'Create Collection'}
        </Button>,
      ]}
    >
      <Form layout="vertical" requiredMark={false} component="div">
        <FormField label="Title" htmlFor="collection-title" error={errors.title}>
          <Input
            id="collection-title"
            ref={titleRef}
            value={title}
            maxLength={200}
            onChange={(event) => {
              setTitle(event.target.value);
              setErrors((e) => ({ ...e, title: undefined }));
            }}
            onPressEnter={submit}
          />
        </FormField>
        <FormField label="Description" htmlFor="collection-description" error={errors.description}>
          <Input.TextArea
            id="collection-description"
            value={description}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            onChange={(event) => {
              setDescription(event.target.value);
              setErrors((e) => ({ ...e, description: undefined }));
            }}
          />
        </FormField>
        <Form.Item label="Who can see it" style={{ marginBottom: 0 }}>
          <Segmented<Visibility>
            aria-label="Visibility"
            value={visibility}
            onChange={setVisibility}
            options={VISIBILITY_OPTIONS}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
