import { zUpdateProfile, type User } from '@gems/contracts';
import { Button, Form, Input, Modal, Tabs } from 'antd';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf, type FieldErrors } from '../forms/field-errors';
import { FormField } from '../forms/form-field';
import { PhotoPicker } from './photo-picker';
import { ReferralsTab } from './referrals-tab';
import { useUpdateProfile } from './use-profile-mutations';

const INFO = ['username', 'firstName', 'lastName', 'bio', 'location', 'website'] as const;
const SOCIAL = ['instagramHandle', 'facebookHandle', 'linkedinHandle', 'twitterHandle'] as const;
type Field = (typeof INFO)[number] | (typeof SOCIAL)[number];

const LABELS: Record<Field, string> = {
  username: 'Username',
  firstName: 'First name',
  lastName: 'Last name',
  bio: 'Bio',
  location: 'Location',
  website: 'Website',
  instagramHandle: 'Instagram',
  facebookHandle: 'Facebook',
  linkedinHandle: 'LinkedIn',
  twitterHandle: 'Twitter / X',
};

const valuesOf = (user: User): Record<Field, string> =>
  Object.fromEntries([...INFO, ...SOCIAL].map((f) => [f, user[f] ?? ''])) as Record<Field, string>;

interface EditProfileDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/** Spec 02 §2 Edit Profile: tabs Profile Info, Social Media and Referrals (identity's routes). */
export function EditProfileDialog({ user, open, onClose }: EditProfileDialogProps) {
  const navigate = useNavigate();
  const update = useUpdateProfile(user.id);
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [tab, setTab] = useState('info');

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function save() {
    const parsed = zUpdateProfile.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error);
      setErrors(found);
      setTab(SOCIAL.some((f) => found[f]) && !INFO.some((f) => found[f]) ? 'social' : 'info');
      return;
    }
    update.mutate(values, {
      onSuccess: (saved) => {
        onClose();
        if (saved.username !== user.username)
          navigate(`/profile/${encodeURIComponent(saved.username)}`, { replace: true });
      },
      onError: (err) => setErrors(serverFields(err)),
    });
  }

  const field = (name: Field, multiline = false) => (
    <FormField key={name} label={LABELS[name]} htmlFor={`profile-${name}`} error={errors[name]}>
      {multiline ? (
        <Input.TextArea
          id={`profile-${name}`}
          value={values[name]}
          onChange={change(name)}
          maxLength={500}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      ) : (
        <Input id={`profile-${name}`} value={values[name]} onChange={change(name)} />
      )}
    </FormField>
  );

  const saveButton = (
    <Button type="primary" htmlType="submit" loading={update.isPending}>
      Save Changes
    </Button>
  );

  return (
    <Modal open={open} onCancel={onClose} title="Edit Profile" footer={null} destroyOnHidden width={560}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'info',
            label: 'Profile Info',
            children: (
              <>
                <PhotoPicker user={user} />
                <Form layout="vertical" requiredMark={false} onFinish={save} style={{ marginTop: 16 }}>
                  {field('username')}
                  {field('firstName')}
                  {field('lastName')}
                  {field('bio', true)}
                  {field('location')}
                  {field('website')}
                  {saveButton}
                </Form>
              </>
            ),
          },
          {
            key: 'social',
            label: 'Social Media',
            children: (
              <Form layout="vertical" requiredMark={false} onFinish={save}>
                {SOCIAL.map((name) => field(name))}
                {saveButton}
              </Form>
            ),
          },
          { key: 'referrals', label: 'Referrals', children: <ReferralsTab user={user} /> },
        ]}
      />
    </Modal>
  );
}

/** The server's per-field messages (e.g. "Username already taken"). */
function serverFields(err: unknown): FieldErrors<Field> {
  const fields = (err as { fields?: Record<string, string> }).fields ?? {};
  const out: FieldErrors<Field> = {};
  for (const name of [...INFO, ...SOCIAL]) if (fields[name]) out[name] = fields[name];
  return out;
}
