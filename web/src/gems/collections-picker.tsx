import { Alert, Flex, Input, Select, Skeleton, Typography } from 'antd';
import { newCollectionNameError } from './collection-name';
import { useMyCollections } from './use-collections';

export interface CollectionsPickerProps {
  shelfId: number | null;
  newTitle: string;
  onShelfChange: (id: number | null) => void;
  onNewTitleChange: (title: string) => void;
}

/**
 * Spec 01 §2: pick one of the user's collections or name a new one. What the server says is
 * shown as it is: nothing made up when the collections service cannot answer.
 */
export function CollectionsPicker({
  shelfId,
  newTitle,
  onShelfChange,
  onNewTitleChange,
}: CollectionsPickerProps) {
  const collections = useMyCollections(true);
  if (collections.isPending) return <Skeleton.Input active block />;
  if (collections.isError) {
    return (
      <Alert
        type="info"
        showIcon
        title="Collections are unavailable"
        description={collections.error.message}
        data-testid="collections-unavailable"
      />
    );
  }
  const nameError = newCollectionNameError(newTitle);
  return (
    <Flex vertical gap={8}>
      {collections.data.length > 0 ? (
        <Select<number>
          aria-label="Collection"
          allowClear
          placeholder="Choose a collection"
          value={shelfId ?? undefined}
          onChange={(id) => onShelfChange(id ?? null)}
          options={collections.data.map((c) => ({ value: c.id, label: c.title }))}
          disabled={newTitle.trim() !== ''}
        />
      ) : (
        <Typography.Text type="secondary">You have no collections yet.</Typography.Text>
      )}
      <Input
        aria-label="New collection name"
        placeholder="Or create a new collection"
        value={newTitle}
        maxLength={100}
        status={nameError ? 'error' : undefined}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? 'new-collection-error' : undefined}
        onChange={(event) => onNewTitleChange(event.target.value)}
      />
      {nameError ? (
        <Typography.Text id="new-collection-error" type="danger" role="alert">
          {nameError}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
