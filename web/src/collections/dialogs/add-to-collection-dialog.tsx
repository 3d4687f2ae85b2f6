import { pluralize } from '../../components/pluralize';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Flex, Input, List, Modal, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useAuth } from '../../auth/use-auth';
import { useToast } from '../../feedback/use-toast';
import { gemKeys } from '../../gems/gem-api';
import {
  addGemToCollection,
  collectionKeys,
  createCollection,
  fetchCollectionsOfGem,
  fetchMyCollections,
  removeGemFromCollection,
} from './collections-api';

export interface AddToCollectionDialogProps {
  gemId: number;
  open: boolean;
  onClose: () => void;
}

const NAME_REQUIRED = 'Please enter a collection name';
/** Spec 01 §9: the add-to-collection list scrolls past 400 px. */
const LIST_MAX_HEIGHT = 400;

/**
 * Spec 01 Add to Collection: the user's collections with a checkmark where the gem already is;
 * choosing one adds or removes the gem; a new collection can be created inline (the gem goes in).
 */
export function AddToCollectionDialog({ gemId, open, onClose }: AddToCollectionDialogProps) {
  const { user } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const enabled = open && user !== null;
  const mine = useQuery({ queryKey: collectionKeys.mine, queryFn: fetchMyCollections, enabled });
  const holding = useQuery({
    queryKey: gemKeys.collections(gemId),
    queryFn: () => fetchCollectionsOfGem(gemId),
    enabled,
  });
  const member = new Set((holding.data ?? []).map((c) => c.id));

  const refresh = () =>
    Promise.all(
      ['collections', 'collection', 'gem', 'users'].map((root) =>
        queryClient.invalidateQueries({ queryKey: [root] }),
      ),
    );

  const toggle = useMutation({
    mutationFn: ({ id, add }: { id: number; add: boolean }) =>
      add ? addGemToCollection(id, gemId) : removeGemFromCollection(id, gemId),
    onSuccess: (_data, { add }) => {
      toast.success(add ? 'Added to collection' : 'Removed from collection');
      return refresh();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update collections')),
  });

  const create = useMutation({
    mutationFn: async (title: string) => {
      const created = await createCollection({ title, description: '', visibility: 'public' });
      await addGemToCollection(created.id, gemId);
      return created;
    },
    onSuccess: (created) => {
      toast.success('Added to collection', created.title);
      setNewName('');
      return refresh();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to create collection')),
  });

  function createInline() {
    const title = newName.trim();
    if (!title) return setNameError(NAME_REQUIRED);
    create.mutate(title);
  }

  const close = () => {
    setNewName('');
    setNameError(null);
    onClose();
  };

  const loading = mine.isPending || holding.isPending;
  const failure = mine.error ?? holding.error;
  return (
    <Modal open={open} title="Add to Collection" onCancel={close} footer={null} destroyOnHidden>
      {!user ? (
        <Typography.Text>Sign in to add gems to your collections.</Typography.Text>
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : failure ? (
        <Alert
          type="error"
          showIcon
          title="Your collections could not be loaded"
          description={failure.message}
        />
      ) : (
        <Flex vertical gap={12}>
          {mine.data?.length ? (
            <div style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
              <List
                aria-label="Your collections"
                dataSource={mine.data}
                renderItem={(collection) => {
                  const inIt = member.has(collection.id);
                  const busy = toggle.isPending && toggle.variables.id === collection.id;
                  return (
                    <List.Item style={{ padding: '4px 0' }}>
                      <Button
                        block
                        type={inIt ? 'primary' : 'default'}
                        ghost={inIt}
                        aria-pressed={inIt}
                        loading={busy}
                        disabled={toggle.isPending && !busy}
                        onClick={() => toggle.mutate({ id: collection.id, add: !inIt })}
                        style={{ justifyContent: 'space-between', display: 'flex' }}
                      >
                        <span>{collection.title}</span>
                        {inIt ? (
                          <CheckOutlined
                            aria-label="In this collection"
                            style={{ color: token.colorPrimary }}
                          />
                        ) : (
                          <Typography.Text type="secondary">
                            {pluralize(collection.gemCount, 'gem')}
                          </Typography.Text>
                        )}
                      </Button>
                    </List.Item>
                  );
                }}
              />
            </div>
          ) : (
            <Typography.Text type="secondary">You have no collections yet. Create one below.</Typography.Text>
          )}
          <Divider plain style={{ margin: 0 }}>
            New collection
          </Divider>
          <Flex gap={8} align="start">
            <Flex vertical style={{ flex: 1 }}>
              <Input
                aria-label="New collection name"
                placeholder="Collection name"
                value={newName}
                maxLength={200}
                status={nameError ? 'error' : undefined}
                onChange={(event) => {
                  setNewName(event.target.value);
                  setNameError(null);
                }}
                onPressEnter={createInline}
              />
              {nameError ? (
                <Typography.Text type="danger" role="alert">
                  {nameError}
                </Typography.Text>
              ) : null}
            </Flex>
            <Button icon={<PlusOutlined />} loading={create.isPending} onClick={createInline}>
              Create
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
