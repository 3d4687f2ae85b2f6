import { CameraOutlined } from '@ant-design/icons';
import type { User } from '@gems/contracts';
import { Avatar, Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../feedback/use-toast';
import { PHOTO_TYPES, photoProblem } from './photo-rules';
import { useUploadPhoto } from './use-profile-mutations';

/** Spec 02 §2/§4 profile photo: choose a file → see a preview → save or cancel. */
export function PhotoPicker({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const upload = useUploadPhoto(user.id);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) return toast.error(problem.title, problem.description);
    setChosen({ file, url: URL.createObjectURL(file) });
  }

  const shown = chosen?.url ?? user.profileImageUrl ?? undefined;
  return (
    <Flex gap={16} align="center" wrap>
      <Avatar size={80} src={shown} alt={chosen ? 'New profile photo preview' : 'Profile photo'}>
        {user.username.charAt(0).toUpperCase()}
      </Avatar>
      <Flex vertical gap={8}>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-label="Profile photo file"
          style={{ display: 'none' }}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {chosen ? (
          <>
            <Typography.Text type="secondary">Preview of {chosen.file.name}</Typography.Text>
            <Flex gap={8}>
              <Button
                type="primary"
                loading={upload.isPending}
                onClick={() => upload.mutate(chosen.file, { onSuccess: () => setChosen(null) })}
              >
                Save Photo
              </Button>
              <Button disabled={upload.isPending} onClick={() => setChosen(null)}>
                Cancel
              </Button>
            </Flex>
          </>
        ) : (
          <>
            <Button icon={<CameraOutlined aria-hidden />} onClick={() => input.current?.click()}>
              Choose Photo
            </Button>
            <Typography.Text type="secondary">JPG, PNG or GIF, up to 5MB.</Typography.Text>
          </>
        )}
      </Flex>
    </Flex>
  );
}
