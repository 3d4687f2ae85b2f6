import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Button, Checkbox, Flex, List, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { api, errorMessage } from '../api/client';
import { addGemToCollection } from '../collections/dialogs/collections-api';
import { useToast } from '../feedback/use-toast';
import { zListedGems } from '../gems/use-gem-lists';
import { SELECT_A_GEM, addableGems } from './add-gems-rules';

export interface AddGemsDialogProps {
  collectionId: number;
  /** Gems already in the collection (left out of the choices). */
  present: readonly { id: number }[];
  open: boolean;
  onClose: () => void;
}

/** How many of the owner's newest gems are offered (the API's page limit). */
const CHOICES = 100;

/** Collection page / My Collections "add gems": pick some of your gems and put them in. */
export function AddGemsDialog({ collectionId, present, open, onClose }: AddGemsDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const mine = useQuery({
    queryKey: ['gems', 'mine', 'choices'],
    queryFn: () => api.get(`/api/gems?feed=mine&limit=${CHOICES}`, { schema: zListedGems }),
    enabled: open,
  });
  const choices = addableGems(mine.data ?? [], present);

  const add = useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await addGemToCollection(collectionId, id);
      return ids.length;
    },
    onSuccess: async (count) => {
      toast.success(count === 1 ? 'Gem added to collection' : `${count} gems added to collection`);
      await Promise.all(
        ['collection', 'collections', 'gem', 'users'].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      );
      close();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update collections')),
  });

  function close() {
    setChosen([]);
    setProblem(null);
    onClose();
  }

  function submit() {
    if (chosen.length === 0) return setProblem(SELECT_A_GEM);
    add.mutate(chosen);
  }

  return (
    <Modal
      open={open}
      title="Add Gems"
      onCancel={close}
      maskClosable={!add.isPending}
      footer={[
        <Button key="cancel" onClick={close} disabled={add.isPending}>
          Cancel
        </Button>,
        <Button key="add" type="primary" loading={add.isPending} onClick={submit}>
          {chosen.length > 1 ? `Add ${chosen.length} Gems` : 'Add Gem'}
        </Button>,
      ]}
    >
      {mine.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : mine.isError ? (
        <Alert type="error" showIcon title="Your gems could not be loaded" description={mine.error.message} />
      ) : choices.length === 0 ? (
        <Typography.Text type="secondary">
          {mine.data.length === 0 ? 'You have no gems yet.' : 'All your gems are already in this collection.'}
        </Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Checkbox.Group
            value={chosen}
            onChange={(ids) => {
              setChosen(ids);
              setProblem(null);
            }}
            style={{ display: 'block' }}
          >
            <div style={{ maxHeight: 400, overflowY: 'auto' }}>
              <List
                aria-label="Your gems"
                dataSource={choices}
                renderItem={(gem) => (
                  <List.Item style={{ padding: '6px 0' }}>
                    <Checkbox value={gem.id}>
                      <Flex gap={8} align="center">
                        <Avatar shape="square" src={gem.imageUrl || undefined} alt="">
                          {(gem.title || 'U').charAt(0)}
                        </Avatar>
                        <span>{gem.title || 'Untitled'}</span>
                      </Flex>
                    </Checkbox>
                  </List.Item>
                )}
              />
            </div>
          </Checkbox.Group>
          {problem ? (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          ) : null}
        </Flex>
      )}
    </Modal>
  );
}
