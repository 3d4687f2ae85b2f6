import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Flex, Grid, Modal } from 'antd';
import type { InputRef } from 'antd';
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';
import { CustomListForm } from './custom-list-form';
import { savedByText } from '../gem-page/gem-page-rules';
import { DuplicateGemError, fetchGem } from './gem-api';
import { customListDraft, draftFromPreview, manualDraft, type GemDraft } from './gem-draft';
import { GemFieldsForm } from './gem-fields-form';
import { NAME_REQUIRED_TITLE, gemPayload } from './gem-save';
import { checkGemUrl } from './gem-url';
import { imageFileProblem, readAsDataUrl } from './image-file';
import { newCollectionNameError } from './collection-name';
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

/** Spec 01 §2 "Add a New Gem": URL → Get Info → fields → Save, with manual and list paths. */
export function AddGemDialog({ open, initialUrl, onClose }: AddGemDialogProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const scraper = useScrape();
  const save = useSaveGem();
  const urlRef = useRef<InputRef>(null);
  const titleRef = useRef<InputRef>(null);

  const [urlText, setUrlText] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [checkedUrl, setCheckedUrl] = useState('');
  const [customList, setCustomList] = useState(false);
  const [draft, setDraft] = useState<GemDraft | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [shelfId, setShelfId] = useState<number | null>(null);
  const [newCollectionTitle, setNewCollectionTitle] = useState('');
  /** The id of the gem the user already saved with this link (a 409 answer). */
  const [duplicateOf, setDuplicateOf] = useState<number | null>(null);
  /** How many curators saved that link (GET /api/gems/{id}'s savedByCount), once known. */
  const [savedBy, setSavedBy] = useState<number | undefined>(undefined);
  const duplicateRef = useRef<HTMLDivElement>(null);

  const { reset: resetScraper } = scraper;
  const { reset: resetSave } = save;
  // Closing leaves a reset pending; reopening before it ran does it at once (never old contents).
  const resetPending = useRef(false);
  useEffect(() => {
    const reset = () => {
      resetPending.current = false;
      resetScraper();
      resetSave();
      setUrlText('');
      setUrlError(null);
      setCheckedUrl('');
      setCustomList(false);
      setDraft(null);
      setTitleError(null);
      setShelfId(null);
      setNewCollectionTitle('');
      setDuplicateOf(null);
      setSavedBy(undefined);
    };
    if (open) {
      if (resetPending.current) reset();
      if (initialUrl) setUrlText(initialUrl);
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

  const startFill = (next: GemDraft) => {
    setDraft(next);
    setTitleError(null);
    setDuplicateOf(null);
  };

  // The "already saved" notice sits at the top of a dialog the user has scrolled down to Save:
  // bring it into view and put the keyboard on its link (issue 15 §3).
  useEffect(() => {
    if (duplicateOf === null) return;
    const notice = duplicateRef.current;
    notice?.scrollIntoView?.({ block: 'nearest' });
    notice?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [duplicateOf]);

  function alreadySaved(gemId: number, message: string) {
    setDuplicateOf(gemId);
    setSavedBy(undefined);
    const open = () => {
      navigate(`/gem/${gemId}`);
      onClose();
    };
    const toastFor = (count: number | undefined) =>
      toast.info(
        message,
        <Flex vertical gap={8} align="start">
          <span>{savedByText(count) ?? 'It is one of your gems already.'}</span>
          <Button size="small" onClick={open}>
            Open the saved gem
          </Button>
        </Flex>,
      );
    toastFor(undefined);
    fetchGem(gemId).then(
      (gem) => {
        setSavedBy(gem.savedByCount);
        if (savedByText(gem.savedByCount)) toastFor(gem.savedByCount);
      },
      () => undefined,
    );
  }

  function openDuplicate() {
    if (duplicateOf === null) return;
    navigate(`/gem/${duplicateOf}`);
    onClose();
  }

  function getInfo() {
    const checked = checkGemUrl(urlText);
    if (!checked.ok) {
      setUrlError(checked.message);
      urlRef.current?.focus();
      return;
    }
    setUrlError(null);
    setUrlText(checked.url);
    setCheckedUrl(checked.url);
    // Typed without a scheme, it goes as typed: the scraper tries https, then http (issue 15 §6).
    const typedScheme = /^https?:\/\//i.test(urlText.trim());
    const asked = typedScheme ? checked.url : checked.url.replace(/^https:\/\//, '');
    scraper.run(asked, (preview) => startFill(draftFromPreview(preview)));
  }

  function differentUrl() {
    scraper.reset();
    setUrlText('');
    setTimeout(() => urlRef.current?.focus());
  }

  function enterManually() {
    scraper.reset();
    startFill(manualDraft(checkedUrl));
  }

  function startOver() {
    scraper.reset();
    setDraft(null);
    setCustomList(false);
    setTimeout(() => urlRef.current?.focus());
  }

  function submit() {
    if (!draft) return;
    const collectionError = newCollectionNameError(newCollectionTitle);
    if (collectionError) return toast.error('Error', collectionError);
    const checked = gemPayload(draft, shelfId);
    if (!checked.ok) {
      if (checked.field !== 'title') return toast.error('Error', checked.message);
      setTitleError(checked.message);
      toast.error(NAME_REQUIRED_TITLE, checked.message);
      titleRef.current?.focus();
      return;
    }
    setDuplicateOf(null);
    save.mutate(
      { payload: checked.payload, newCollectionTitle: newCollectionTitle.trim() || null },
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
    setDraft((d) => (d ? { ...d, uploadedImage } : d));
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
          <div ref={duplicateRef} style={{ scrollMarginTop: 16 }}>
            <Alert
              type="warning"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              title="You already saved this link"
              description={
                <>
                  It is one of your gems already.
                  {savedByText(savedBy) ? <span data-testid="saved-by"> {savedByText(savedBy)}.</span> : null}
                </>
              }
              action={
                <Button size="small" type="primary" onClick={openDuplicate}>
                  Open the saved gem
                </Button>
              }
            />
          </div>
        ) : null}
        {draft ? (
          <GemFieldsForm
            draft={draft}
            onChange={(patch) => {
              setDraft((d) => (d ? { ...d, ...patch } : d));
              if (patch.title !== undefined) setTitleError(null);
            }}
            titleError={titleError}
            titleRef={titleRef}
            shelfId={shelfId}
            newCollectionTitle={newCollectionTitle}
            onShelfChange={setShelfId}
            onNewCollectionTitleChange={setNewCollectionTitle}
          />
        ) : customList ? (
          <CustomListForm
            onCancel={() => setCustomList(false)}
            onCreate={(name, description) => startFill(customListDraft(name, description))}
          />
        ) : (
          <Flex vertical gap={16}>
            <UrlStep
              inputRef={urlRef}
              value={urlText}
              error={urlError}
              loading={scraper.isLoading}
              onChange={(value) => {
                setUrlText(value);
                setUrlError(null);
              }}
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
            <Button icon={<PlusOutlined />} onClick={() => setCustomList(true)} disabled={scraper.isLoading}>
              Create a custom list
            </Button>
          </Flex>
        )}
      </div>
    </Modal>
  );
}
