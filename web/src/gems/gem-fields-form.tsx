import { CATEGORIES, DEFAULT_CATEGORY, GEM_NOTE_MAX, type Visibility } from '@gems/contracts';
import { Alert, Form, Input, Segmented, Select } from 'antd';
import type { InputRef } from 'antd';
import type { Ref } from 'react';
import { useAuth } from '../auth/use-auth';
import { CollectionsPicker } from './collections-picker';
import { hasImage, needsName, type GemDraft } from './gem-draft';
import { noteProblem, profileDefaultVisibility, withPickedCategories } from './gem-rules';
import { ImagePicker } from './image-picker';
import { TagInput } from './tag-input';
import { useTagSuggestions } from './use-tag-suggestions';
import { VISIBILITY_OPTIONS } from './visibility';

const CATEGORY_OPTIONS = [DEFAULT_CATEGORY, ...CATEGORIES].map((c) => ({ value: c, label: c }));

export interface GemFieldsFormProps {
  draft: GemDraft;
  onChange: (patch: Partial<GemDraft>) => void;
  titleError: string | null;
  titleRef: Ref<InputRef>;
  shelfId: number | null;
  newCollectionTitle: string;
  onShelfChange: (id: number | null) => void;
  onNewCollectionTitleChange: (title: string) => void;
}

/** The gem's editable fields after Get Info, manual entry or a custom list (spec 01 §2-§5). */
export function GemFieldsForm(props: GemFieldsFormProps) {
  const { draft, onChange, titleError, titleRef } = props;
  const suggestions = useTagSuggestions();
  const { user } = useAuth();
  const isList = draft.kind === 'custom-list';
  const noteError = noteProblem(draft.userNote);
  const profileDefault = profileDefaultVisibility(user);

  return (
    <Form layout="vertical" requiredMark={false} component="div">
      {draft.isBookmark ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="This link is saved as a bookmark"
          description="Give it a name. Adding an image is recommended so it is easy to recognise."
        />
      ) : null}
      <Form.Item label="Image">
        <ImagePicker
          imageUrl={draft.imageUrl}
          uploadedImage={draft.uploadedImage}
          domain={draft.domain}
          onImageUrlChange={(imageUrl) => onChange({ imageUrl })}
          onUploadedImageChange={(uploadedImage) => onChange({ uploadedImage })}
        />
      </Form.Item>
      <Form.Item
        label={isList ? 'List name' : 'Title'}
        htmlFor="add-gem-title"
        required={needsName(draft)}
        validateStatus={titleError ? 'error' : ''}
        help={titleError ?? (draft.isBookmark && !hasImage(draft) ? 'Name this bookmark' : undefined)}
      >
        <Input
          id="add-gem-title"
          ref={titleRef}
          value={draft.title}
          maxLength={300}
          placeholder={draft.isBookmark ? 'Name this bookmark' : undefined}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Description" htmlFor="add-gem-description">
        <Input.TextArea
          id="add-gem-description"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Categories" htmlFor="add-gem-categories">
        <Select<string[]>
          id="add-gem-categories"
          mode="multiple"
          value={draft.categories}
          options={CATEGORY_OPTIONS}
          onChange={(categories) =>
            onChange({ categories: withPickedCategories(draft.categories, categories) })
          }
          placeholder={DEFAULT_CATEGORY}
        />
      </Form.Item>
      <Form.Item label="Tags" htmlFor="add-gem-tags">
        <TagInput
          id="add-gem-tags"
          value={draft.tags}
          suggestions={suggestions}
          onChange={(tags) => onChange({ tags })}
        />
      </Form.Item>
      <Form.Item
        label="Personal note"
        htmlFor="add-gem-note"
        validateStatus={noteError ? 'error' : ''}
        help={noteError ?? undefined}
      >
        <Input.TextArea
          id="add-gem-note"
          autoSize={{ minRows: 2, maxRows: 6 }}
          count={{ show: true, max: GEM_NOTE_MAX }}
          placeholder="Why is this a gem?"
          value={draft.userNote}
          onChange={(event) => onChange({ userNote: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label="Who can see it"
        help={
          draft.visibility === null && profileDefault === 'private'
            ? 'Your profile is private, so new gems are private unless you choose otherwise.'
            : undefined
        }
      >
        <Segmented<Visibility>
          aria-label="Visibility"
          value={draft.visibility ?? profileDefault}
          onChange={(visibility) => onChange({ visibility })}
          options={VISIBILITY_OPTIONS}
        />
      </Form.Item>
      <Form.Item label="Collection" style={{ marginBottom: 0 }}>
        <CollectionsPicker
          shelfId={props.shelfId}
          newTitle={props.newCollectionTitle}
          onShelfChange={props.onShelfChange}
          onNewTitleChange={props.onNewCollectionTitleChange}
        />
      </Form.Item>
    </Form>
  );
}
