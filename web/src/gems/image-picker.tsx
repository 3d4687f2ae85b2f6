import { DeleteOutlined, SnippetsOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useToast } from '../feedback/use-toast';
import { GemImagePreview } from './gem-image-preview';
import {
  IMAGE_TYPES,
  NO_IMAGE_IN_CLIPBOARD,
  PASTE_UNAVAILABLE,
  imageFileProblem,
  imageFromClipboard,
  readAsDataUrl,
} from './image-file';

export interface ImagePickerProps {
  imageUrl: string;
  uploadedImage: string | null;
  domain: string;
  onImageUrlChange: (url: string) => void;
  onUploadedImageChange: (dataUrl: string | null) => void;
}

/**
 * Spec 01 §2: the gem's image from the page, an uploaded file or the clipboard. An upload or
 * paste wins over the page's image and is sent as a data URL.
 */
export function ImagePicker(props: ImagePickerProps) {
  const { imageUrl, uploadedImage, domain, onImageUrlChange, onUploadedImageChange } = props;
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function take(file: Blob) {
    const why = imageFileProblem(file);
    setProblem(why);
    if (why) return;
    try {
      onUploadedImageChange(await readAsDataUrl(file));
    } catch {
      setProblem('The file could not be read.');
    }
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void take(file);
  };

  async function paste() {
    let image: Blob | null;
    try {
      image = await imageFromClipboard();
    } catch {
      return toast.error('Error', PASTE_UNAVAILABLE);
    }
    if (!image) return toast.error('Error', NO_IMAGE_IN_CLIPBOARD);
    void take(image);
  }

  return (
    <Flex vertical gap={8}>
      <GemImagePreview src={uploadedImage ?? imageUrl} domain={domain} />
      {uploadedImage ? (
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary">Your image will be uploaded with the gem.</Typography.Text>
          <Button icon={<DeleteOutlined />} onClick={() => onUploadedImageChange(null)}>
            Remove
          </Button>
        </Flex>
      ) : (
        <Input
          aria-label="Image URL"
          placeholder="https://… image address"
          value={imageUrl}
          onChange={(event) => onImageUrlChange(event.target.value)}
          allowClear
        />
      )}
      <Flex gap={8} wrap>
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          Upload image
        </Button>
        <Button icon={<SnippetsOutlined />} onClick={() => void paste()}>
          Paste image
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          // antd's reset shows [hidden] inputs, so hide it with a style.
          style={{ display: 'none' }}
          data-testid="gem-image-file"
          onChange={onFile}
        />
      </Flex>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
