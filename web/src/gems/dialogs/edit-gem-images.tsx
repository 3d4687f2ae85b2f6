import { DeleteOutlined, StarOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { errorMessage } from '../../api/client';
import { useToast } from '../../feedback/use-toast';
import {
  GEM_CACHE_ROOTS,
  deleteGemImage,
  fetchGemImages,
  gemKeys,
  setMainImage,
  uploadGemImage,
  type GemImage,
} from '../gem-api';
import { GemImagePreview } from '../gem-image-preview';
import { IMAGE_TYPES, imageFileProblem } from '../image-file';

export interface EditGemImagesProps {
  gemId: number;
  /** Names the pictures for screen readers ("<title> (image 2)"). */
  title?: string;
  domain: string;
  /** The main image now. */
  mainImage: string;
  /** The main image when the dialog opened: what Undo restores. */
  originalMain: string;
  onMainImageChange: (imageUrl: string) => void;
}

/**
 * Edit Gem → Images (spec 01 §4/§5): upload extra images (image types, under 10 MB), make any of
 * them the main image with an Undo back to the original, delete them.
 */
export function EditGemImages({
  gemId,
  title,
  domain,
  mainImage,
  originalMain,
  onMainImageChange,
}: EditGemImagesProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const images = useQuery({ queryKey: gemKeys.images(gemId), queryFn: () => fetchGemImages(gemId) });

  const refresh = () =>
    Promise.all(GEM_CACHE_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));

  const upload = useMutation({
    mutationFn: (file: File) => uploadGemImage(gemId, file),
    onSuccess: () => {
      toast.success('Image uploaded');
      return refresh();
    },
    onError: (error) => toast.error('Failed to upload image', errorMessage(error)),
  });

  const makeMain = useMutation({
    mutationFn: async ({ url }: { url: string; undo: boolean }) => {
      await setMainImage(gemId, url);
      return url;
    },
    onSuccess: (url, { undo }) => {
      onMainImageChange(url);
      toast.success(undo ? 'Original image restored' : 'Main image updated');
      return refresh();
    },
    onError: (error, { undo }) =>
      toast.error(
        'Error',
        errorMessage(error, undo ? 'Failed to undo changes' : 'Failed to set as main image'),
      ),
  });

  const remove = useMutation({
    mutationFn: (image: GemImage) => deleteGemImage(image.id),
    onSuccess: () => {
      toast.success('Image deleted');
      return refresh();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to delete image')),
  });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return toast.error('Failed to upload image', problem);
    upload.mutate(file);
  }

  function undo() {
    if (!originalMain) return toast.error('Error', 'No original image to restore');
    makeMain.mutate({ url: originalMain, undo: true });
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>Main image</Typography.Text>
      <GemImagePreview src={mainImage} domain={domain} />
      {mainImage !== originalMain ? (
        <Button icon={<UndoOutlined />} onClick={undo} loading={makeMain.isPending}>
          Undo
        </Button>
      ) : null}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>More images</Typography.Text>
        <Button
          icon={<UploadOutlined />}
          loading={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          Upload image
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          style={{ display: 'none' }}
          data-testid="edit-gem-image-file"
          onChange={onFile}
        />
      </Flex>
      <Typography.Text type="secondary">JPG, PNG, GIF or WebP, less than 10MB.</Typography.Text>
      {images.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : images.isError ? (
        <Alert
          type="error"
          showIcon
          title="The images could not be loaded"
          description={images.error.message}
        />
      ) : images.data.length === 0 ? (
        <Typography.Text type="secondary">No extra images yet.</Typography.Text>
      ) : (
        <Flex wrap gap={8} role="list" aria-label="Gem images">
          {images.data.map((image, index) => {
            const isMain = image.imageUrl === mainImage;
            return (
              <Card
                key={image.id}
                role="listitem"
                size="small"
                style={{ width: 160 }}
                cover={
                  <img
                    src={image.thumbnailUrl ?? image.imageUrl}
                    alt={image.caption || (title ? `${title} (image ${index + 1})` : `Image ${index + 1}`)}
                    style={{ height: 100, objectFit: 'cover' }}
                  />
                }
              >
                <Flex vertical gap={4}>
                  <Button
                    size="small"
                    icon={<StarOutlined />}
                    disabled={isMain || makeMain.isPending}
                    onClick={() => makeMain.mutate({ url: image.imageUrl, undo: false })}
                  >
                    {isMain ? 'Main image' : 'Set as main'}
                  </Button>
                  <Popconfirm
                    title="Delete this image?"
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(image)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      loading={remove.isPending && remove.variables.id === image.id}
                      aria-label={`Delete image ${index + 1}`}
                    >
                      Delete
                    </Button>
                  </Popconfirm>
                </Flex>
              </Card>
            );
          })}
        </Flex>
      )}
    </Flex>
  );
}
