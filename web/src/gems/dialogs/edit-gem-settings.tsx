import { PlusOutlined } from '@ant-design/icons';
import { GEM_NOTE_MAX, type Visibility } from '@gems/contracts';
import { Button, Flex, Form, Input, Segmented, Select, Typography } from 'antd';
import type { InputRef } from 'antd';
import { useState, type Ref } from 'react';
import { FormField } from '../../forms/form-field';
import { categoryChoices } from '../custom-categories';
import { noteProblem, withPickedCategories } from '../gem-rules';
import { TagInput } from '../tag-input';
import { CustomCategoryRefused, useCustomCategories } from '../use-custom-categories';
import { useTagSuggestions } from '../use-tag-suggestions';
import { VISIBILITY_OPTIONS } from '../visibility';
import type { EditGemValues } from './edit-gem-form';

export interface EditGemSettingsProps {
  values: EditGemValues;
  errors: Record<string, string | undefined>;
  titleRef: Ref<InputRef>;
  onChange: (patch: Partial<EditGemValues>) => void;
}

/** Edit Gem → Settings: title, description, note, categories (with custom ones), tags, visibility. */
export function EditGemSettings({ values, errors, titleRef, onChange }: EditGemSettingsProps) {
  const suggestions = useTagSuggestions();
  const custom = useCustomCategories(true);
  const options = categoryChoices(custom.names, values.categories).map((c) => ({ value: c, label: c }));

  return (
    <Form layout="vertical" requiredMark={false} component="div">
      <FormField label="Title" htmlFor="edit-gem-title" error={errors.title}>
        <Input
          id="edit-gem-title"
          ref={titleRef}
          value={values.title}
          maxLength={500}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </FormField>
      <FormField label="Description" htmlFor="edit-gem-description" error={errors.description}>
        <Input.TextArea
          id="edit-gem-description"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </FormField>
      <FormField
        label="Personal note"
        htmlFor="edit-gem-note"
        error={errors.userNote ?? noteProblem(values.userNote) ?? undefined}
      >
        <Input.TextArea
          id="edit-gem-note"
          autoSize={{ minRows: 2, maxRows: 6 }}
          count={{ show: true, max: GEM_NOTE_MAX }}
          placeholder="Why is this a gem?"
          value={values.userNote}
          onChange={(event) => onChange({ userNote: event.target.value })}
        />
      </FormField>
      <FormField label="Categories" htmlFor="edit-gem-categories" error={errors.categories}>
        <Select<string[]>
          id="edit-gem-categories"
          mode="multiple"
          value={values.categories}
          options={options}
          onChange={(categories) =>
            onChange({ categories: withPickedCategories(values.categories, categories) })
          }
        />
      </FormField>
      <CustomCategoryAdder
        count={custom.names.length}
        busy={custom.add.isPending}
        onAdd={(name) =>
          custom.add.mutateAsync(name).then((added) => {
            if (!values.categories.includes(added))
              onChange({
                categories: withPickedCategories(values.categories, [...values.categories, added]),
              });
          })
        }
      />
      <FormField label="Tags" htmlFor="edit-gem-tags" error={errors.tags}>
        <TagInput
          id="edit-gem-tags"
          value={values.tags}
          suggestions={suggestions}
          onChange={(tags) => onChange({ tags })}
        />
      </FormField>
      <Form.Item label="Who can see it" style={{ marginBottom: 0 }}>
        <Segmented<Visibility>
          aria-label="Visibility"
          value={values.visibility}
          onChange={(visibility) => onChange({ visibility })}
          options={VISIBILITY_OPTIONS}
        />
      </Form.Item>
    </Form>
  );
}

/**
 * Spec 01 §5: a personal category (at most four, 20 characters); Enter saves, Escape cancels.
 * A failed profile save is only logged (spec 01 §8); a refused name says why under the input.
 */
function CustomCategoryAdder(props: {
  count: number;
  busy: boolean;
  onAdd: (name: string) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (!editing) {
    return (
      <Button
        type="link"
        size="small"
        icon={<PlusOutlined />}
        disabled={props.count >= 4}
        onClick={() => setEditing(true)}
        style={{ padding: 0, marginTop: -16, marginBottom: 16 }}
      >
        {props.count >= 4 ? 'Four custom categories in use' : 'Add a custom category'}
      </Button>
    );
  }
  const cancel = () => {
    setEditing(false);
    setName('');
    setProblem(null);
  };
  const save = () =>
    props.onAdd(name).then(cancel, (error: unknown) => {
      if (error instanceof CustomCategoryRefused) setProblem(error.message);
      else {
        console.error('Failed to update profile', error);
        cancel();
      }
    });
  return (
    <Flex vertical style={{ marginTop: -8, marginBottom: 16 }}>
      <Input
        aria-label="New custom category"
        placeholder="Category name, Enter to save"
        autoFocus
        value={name}
        maxLength={20}
        disabled={props.busy}
        status={problem ? 'error' : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        onPressEnter={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            cancel();
          }
        }}
      />
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
