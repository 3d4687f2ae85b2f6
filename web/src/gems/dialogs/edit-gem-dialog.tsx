import type { Gem } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Grid, Modal, Tabs } from 'antd';
import type { InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/client';
import { useToast } from '../../feedback/use-toast';
import { GEM_CACHE_ROOTS, updateGem } from '../gem-api';
import { EditGemImages } from './edit-gem-images';
import { editGemPayload, editValuesOf, type EditGemValues } from './edit-gem-form';
import { EditGemSettings } from './edit-gem-settings';

export interface EditGemDialogProps {
  gem: Gem;
  open: boolean;
  onClose: () => void;
}

/** Spec 01 §4/§9: the edit dialog forgets its contents this long after closing. */
const EDIT_RESET_DELAY_MS = 200;

/** Spec 01 Edit Gem: a Settings tab (PUT /api/gems/{id}) and an Images tab. Owner only. */
export function EditGemDialog({ gem, open, onClose }: EditGemDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const titleRef = useRef<InputRef>(null);
  const [tab, setTab] = useState('settings');
  const [values, setValues] = useState<EditGemValues>(() => editValuesOf(gem));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [mainImage, setMainImage] = useState(gem.imageUrl);
  const [originalMain, setOriginalMain] = useState(gem.imageUrl);

  // Opening starts from the gem as it is now; closing resets after the fade (spec 01 §4).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setValues(editValuesOf(gem));
      setErrors({});
      setMainImage(gem.imageUrl);
      setOriginalMain(gem.imageUrl);
    }
    wasOpen.current = open;
    if (open) return;
    const timer = setTimeout(() => setTab('settings'), EDIT_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, gem]);

  const save = useMutation({
    mutationFn: (payload: Parameters<typeof updateGem>[1]) => updateGem(gem.id, payload),
    onSuccess: async () => {
      toast.success('Gem updated');
      await Promise.all(GEM_CACHE_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
      onClose();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update gem')),
  });

  function submit() {
    const checked = editGemPayload(values);
    if (!checked.ok) {
      setTab('settings');
      setErrors({ [checked.field]: checked.message });
      if (checked.field === 'title') setTimeout(() => titleRef.current?.focus());
      return;
    }
    save.mutate(checked.payload);
  }

  const compact = !screens.sm;
  return (
    <Modal
      open={open}
      title="Edit Gem"
      onCancel={onClose}
      maskClosable={!save.isPending}
      width={compact ? '100%' : 640}
      style={compact ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      footer={
        tab === 'settings'
          ? [
              <Button key="cancel" onClick={onClose} disabled={save.isPending}>
                Cancel
              </Button>,
              <Button key="save" type="primary" loading={save.isPending} onClick={submit}>
                Save Changes
              </Button>,
            ]
          : [
              <Button key="done" onClick={onClose}>
                Done
              </Button>,
            ]
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'settings',
            label: 'Settings',
            children: (
              <EditGemSettings
                values={values}
                errors={errors}
                titleRef={titleRef}
                onChange={(patch) => {
                  setValues((v) => ({ ...v, ...patch }));
                  setErrors((e) => {
                    const next = { ...e };
                    for (const key of Object.keys(patch)) delete next[key];
                    return next;
                  });
                }}
              />
            ),
          },
          {
            key: 'images',
            label: 'Images',
            children: (
              <EditGemImages
                gemId={gem.id}
                title={gem.title}
                domain={gem.domain}
                mainImage={mainImage}
                originalMain={originalMain}
                onMainImageChange={setMainImage}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
