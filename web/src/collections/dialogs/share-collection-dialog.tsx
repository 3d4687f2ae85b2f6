import { CopyOutlined } from '@ant-design/icons';
import type { Collection } from '@gems/contracts';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useToast } from '../../feedback/use-toast';
import { copyLink } from '../../gems/share-gem';
import { collectionLink } from './collections-api';

export interface ShareCollectionDialogProps {
  collection: Pick<Collection, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 01 Share collection: the link (site origin + /collections/{id}) and a Copy button;
 * "Link copied to clipboard", or the link shown for 10 s when the clipboard refuses.
 */
export function ShareCollectionDialog({ collection, open, onClose }: ShareCollectionDialogProps) {
  const toast = useToast();
  // Outside a browser (a page drawn by the gateway, web/src/prerender) there is no location; the
  // dialog is closed there anyway.
  const link = collectionLink(globalThis.location?.origin ?? '', collection.id);
  return (
    <Modal open={open} title="Share collection" onCancel={onClose} footer={null}>
      <Flex vertical gap={12}>
        <Typography.Text>
          Anyone who may see <Typography.Text strong>{collection.title}</Typography.Text> can open it with
          this link.
        </Typography.Text>
        <Flex gap={8}>
          <Input
            aria-label="Collection link"
            value={link}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <Button
            type="primary"
            icon={<CopyOutlined />}
            onClick={() => void copyLink(toast, link, 'Share this collection')}
          >
            Copy
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
