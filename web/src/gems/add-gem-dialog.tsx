import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Grid, Modal } from 'antd';
import type { InputRef } from 'antd';
import { useEffect, useReducer, useRef, type ClipboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';
import { savedByText } from '../gem-page/gem-page-rules';
import { addGemReducer, initialAddGemState, scrapeTarget } from './add-gem-state';
import { newCollectionNameError } from './collection-name';
import { CustomListForm } from './custom-list-form';
import { DuplicateNotice } from './duplicate-notice';
import { DuplicateGemError, fetchGem } from './gem-api';
import { customListDraft, draftFromPreview, manualDraft } from './gem-draft';
import { GemFieldsForm } from './gem-fields-form';
import { NAME_REQUIRED_TITLE, gemPayload } from './gem-save';
import { checkGemUrl } from './gem-url';
import { imageFileProblem, readAsDataUrl } from './image-file';
import { ScrapeFailedAlert } from './scrape-failed-alert';
import { UrlStep } from './url-step';
import { useSaveGem } from './use-save-gem';
import { useScrape } from './use-scrape';

/** Spec 01 §4/§9: the dialog forgets its contents this long after closing (after the fade). */
const RESET_DELAY_MS = 300;

export interface AddGemDialogProps {
  open: boolean;
  /** A link to start from (a shared URL kept in local storage). */
  initialUrl?: string | null;
  onClose: () => void;
}

/**
 * Spec 01 §2 "Add a New Gem": URL → Get Info → fields → Save, with manual and list paths. The
 * state and its transitions are add-gem-state.ts; here are the side effects (focus, toasts,
 * the scrape and the save).
 */
export function AddGemDialog({ open, initialUrl, onClose }: AddGemDialogProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const scraper = useScrape();
  const save = useSaveGem();
  const urlRef = useRef<InputRef>(null);
  const titleRef = useRef<InputRef>(null);
  const [state, dispatch] = useReducer(addGemReducer, initialAddGemState);
  const { draft, duplicateOf } = state;

  const { reset: resetScraper } = scraper;
  const { reset: resetSave } = save;
  // Closing leaves a reset pending; reopening before it ran does it at once (never old contents).
  const resetPending = useRef(false);
  useEffect(() => {
    const reset = () => {
      resetPending.current = false;
      resetScraper();
      resetSave();
      dispatch({ type: 'reset' });
    };
    if (open) {
      if (resetPending.current) reset();
      if (initialUrl) dispatch({ type: 'url-offered', url: initialUrl });
      return;
    }
    resetPending.current = true;
    const timer = setTimeout(reset, RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, initialUrl, resetScraper, resetSave]);

  // Keyboard users land where the next thing to do is.
  const hasDraft = draft !== null;
  useEffect(() => {
    if (open && hasDraft) titleRef.current?.focus();
  }, [open, hasDraft]);

  const focusUrl = () => setTimeout(() => urlRef.current?.focus());

  function openGem(gemId: number) {
    navigate(`/gem/${gemId}`);
    onClose();
  }

  function alreadySaved(gemId: number, message: string) {
    dispatch({ type: 'duplicate-found', gemId });
    const toastFor = (count: number | undefined) =>
      toast.info(
        message,
        <Flex vertical gap={8} align="start">
          <span>{savedByText(count) ?? 'It is one of your gems already.'}</span>
          <Button size="small" onClick={() => openGem(gemId)}>
            Open the saved gem
          </Button>
        </Flex>,
      );
    toastFor(undefined);
    fetchGem(gemId).then(
      (gem) => {
        dispatch({ type: 'saved-by-known', gemId, count: gem.savedByCount });
        if (savedByText(gem.savedByCount)) toastFor(gem.savedByCount);
      },
      () => undefined,
    );
  }

  function getInfo() {
    const checked = checkGemUrl(state.urlText);
    if (!checked.ok) {
      dispatch({ type: 'url-refused', message: checked.message });
      urlRef.current?.focus();
      return;
    }
    dispatch({ type: 'url-accepted', url: checked.url });
    scraper.run(scrapeTarget(state.urlText, checked.url), (preview) =>
      dispatch({ type: 'filled', draft: draftFromPreview(preview) }),
    );
  }

  function differentUrl() {
    scraper.reset();
    dispatch({ type: 'url-cleared' });
    focusUrl();
  }

  function enterManually() {
    scraper.reset();
    dispatch({ type: 'filled', draft: manualDraft(state.checkedUrl) });
  }

  function startOver() {
    scraper.reset();
    dispatch({ type: 'started-over' });
    focusUrl();
  }

  function submit() {
    if (!draft) return;
    const collectionError = newCollectionNameError(state.newCollectionTitle);
    if (collectionError) return toast.error('Error', collectionError);
    const checked = gemPayload(draft, state.shelfId);
    if (!checked.ok) {
      if (checked.field !== 'title') return toast.error('Error', checked.message);
      dispatch({ type: 'title-refused', message: checked.message });
      toast.error(NAME_REQUIRED_TITLE, checked.message);
      titleRef.current?.focus();
      return;
    }
    dispatch({ type: 'save-sent' });
    save.mutate(
      { payload: checked.payload, newCollectionTitle: state.newCollectionTitle.trim() || null },
      {
        onSuccess: () => {
          toast.success('Gem saved!');
          onClose();
        },
        // The dialog and everything typed stay, so the user can try again.
        onError: (error) => {
          if (error instanceof DuplicateGemError) alreadySaved(error.gemId, error.message);
          else toast.error('Error', `Failed to save the gem. ${errorMessage(error)}`);
        },
      },
    );
  }

  // Spec 01 §2: an image can be pasted straight into the form.
  async function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    if (!draft) return;
    const file = Array.from(event.clipboardData.files).find((f) => f.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    const problem = imageFileProblem(file);
    if (problem) return toast.error('Error', problem);
    const uploadedImage = await readAsDataUrl(file);
    dispatch({ type: 'draft-edited', patch: { uploadedImage } });
  }

  const compact = !screens.sm;
  const footer = draft ? (
    <Flex justify="space-between" gap={8}>
      <Button onClick={startOver} disabled={save.isPending}>
        Start over
      </Button>
      <Button type="primary" loading={save.isPending} onClick={submit}>
        Save Gem
      </Button>
    </Flex>
  ) : null;

  return (
    <Modal
      open={open}
      title="Add a New Gem"
      onCancel={onClose}
      footer={footer}
      width={compact ? '100%' : 640}
      style={compact ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      afterOpenChange={(visible) => {
        if (visible && !draft) urlRef.current?.focus();
      }}
      maskClosable={!save.isPending}
    >
      <div onPaste={(event) => void onPaste(event)}>
        {draft && duplicateOf !== null ? (
          <DuplicateNotice key={duplicateOf} savedBy={state.savedBy} onOpen={() => openGem(duplicateOf)} />
        ) : null}
        {draft ? (
          <GemFieldsForm
            draft={draft}
            onChange={(patch) => dispatch({ type: 'draft-edited', patch })}
            titleError={state.titleError}
            titleRef={titleRef}
            shelfId={state.shelfId}
            newCollectionTitle={state.newCollectionTitle}
            onShelfChange={(shelfId) => dispatch({ type: 'shelf-picked', shelfId })}
            onNewCollectionTitleChange={(title) => dispatch({ type: 'new-collection-typed', title })}
          />
        ) : state.customList ? (
          <CustomListForm
            onCancel={() => dispatch({ type: 'custom-list-shown', shown: false })}
            onCreate={(name, description) =>
              dispatch({ type: 'filled', draft: customListDraft(name, description) })
            }
          />
        ) : (
          <Flex vertical gap={16}>
            <UrlStep
              inputRef={urlRef}
              value={state.urlText}
              error={state.urlError}
              loading={scraper.isLoading}
              onChange={(text) => dispatch({ type: 'url-typed', text })}
              onGetInfo={getInfo}
            />
            {scraper.failure ? (
              <ScrapeFailedAlert
                message={scraper.failure.message}
                onDifferentUrl={differentUrl}
                onRetry={getInfo}
                onManual={enterManually}
              />
            ) : null}
            <Divider plain style={{ margin: 0 }}>
              or
            </Divider>
            <Button
              icon={<PlusOutlined />}
              onClick={() => dispatch({ type: 'custom-list-shown', shown: true })}
              disabled={scraper.isLoading}
            >
              Create a custom list
            </Button>
          </Flex>
        )}
      </div>
    </Modal>
  );
}
