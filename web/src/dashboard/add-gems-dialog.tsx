import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useCollectionGems } from '../collections/cards/use-collection-lists';
import { addGemToCollection } from '../collections/dialogs/collections-api';
import { EmptyState } from '../components/empty-state';
import { useToast } from '../feedback/use-toast';
import { LoadMore } from '../gems/cards/load-more';
import { useGemList } from '../gems/use-gem-lists';

/** Enough to know which of the user's gems are already in (the server's page size for this). */
const MEMBERS_LIMIT = 100;

interface AddGemsDialogProps {
  collection: { id: number; title: string };
  open: boolean;
  onClose: () => void;
}

/**
 * Add some of the user's own gems to a collection (spec 01 §5: at least one must be chosen);
 * "Failed to add gems to collection" (spec 02 §8) when the server refuses.
 */
export function AddGemsDialog({ collection, open, onClose }: AddGemsDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mine = useGemList({ feed: 'mine', limit: 50 }, { enabled: open });
  const members = useCollectionGems(collection.id, MEMBERS_LIMIT, open);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);

  const inside = new Set(members.data?.map((g) => g.id) ?? []);
  const needle = filter.trim().toLowerCase();
  const candidates = mine.gems.filter(
    (g) => !inside.has(g.id) && (!needle || g.title.toLowerCase().includes(needle)),
  );

  const toggle = (id: number, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const close = () => {
    setChosen(new Set());
    setFilter('');
    onClose();
  };

  async function save() {
    if (chosen.size === 0) return;
    setSaving(true);
    try {
      for (const gemId of chosen) await addGemToCollection(collection.id, gemId);
      toast.success(`Added ${chosen.size} ${chosen.size === 1 ? 'gem' : 'gems'} to ${collection.title}`);
      close();
    } catch (err) {
      toast.error('Failed to add gems to collection', errorMessage(err, 'Please try again.'));
    } finally {
      setSaving(false);
      // Some may have gone in before a failure: refresh either way.
      await Promise.all(
        ['collections', 'collection', 'gems'].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      );
    }
  }

  const loading = mine.isPending || members.isPending;
  const failed = mine.error ?? members.error;

  return (
    <Modal
      open={open}
      onCancel={close}
      title={`Add gems to ${collection.title}`}
      okText={chosen.size > 0 ? `Add ${chosen.size} ${chosen.size === 1 ? 'gem' : 'gems'}` : 'Add gems'}
      okButtonProps={{ disabled: chosen.size === 0, loading: saving }}
      onOk={() => void save()}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Input.Search
          placeholder="Filter your gems"
          aria-label="Filter your gems"
          allowClear
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        {loading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : failed ? (
          <EmptyState text="Your gems could not be loaded." reason={failed.message} />
        ) : candidates.length === 0 ? (
          <EmptyState text={needle ? 'No gems match.' : 'All your gems are already in this collection.'} />
        ) : (
          <Flex
            vertical
            gap={8}
            role="group"
            aria-label="Your gems"
            style={{ maxHeight: 400, overflowY: 'auto', paddingRight: 4 }}
          >
            {candidates.map((gem) => (
              <Checkbox
                key={gem.id}
                checked={chosen.has(gem.id)}
                onChange={(e) => toggle(gem.id, e.target.checked)}
              >
                <Typography.Text>{gem.title || 'Untitled'}</Typography.Text>{' '}
                <Typography.Text type="secondary">{gem.domain}</Typography.Text>
              </Checkbox>
            ))}
            <LoadMore
              hasMore={mine.hasNextPage}
              loading={mine.isFetchingNextPage}
              onLoadMore={() => void mine.fetchNextPage()}
              label="gems"
            />
          </Flex>
        )}
        {chosen.size === 0 && candidates.length > 0 ? (
          <Typography.Text type="secondary">Choose at least one gem.</Typography.Text>
        ) : null}
      </Flex>
    </Modal>
  );
}
