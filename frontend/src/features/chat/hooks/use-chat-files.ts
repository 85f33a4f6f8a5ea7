import { useEffect, useMemo, useRef, useState } from 'react';

import {
  isBeingRead,
  isNetworkError,
  problemOf,
  useDeleteFileMutation,
  useListDocumentsQuery,
  useSetRagMutation,
  useUploadPdfMutation,
} from '@/features/chat/api/chat-api';
import {
  readChatPreferences,
  writeChatPreferences,
  type ChatPreferences,
} from '@/features/chat/utils/chat-storage';
import type { Notice } from '@/features/chat/utils/conversation';
import { createLogger } from '@/lib/logger';

const log = createLogger('chat');

/** How often the list is read again while a file is being read. */
export const DOCUMENT_POLL_MS = 2000;

/**
 * The user's files, the selection and the RAG toggle (specification section 4), kept under the specification's
 * local storage keys. The list is the document service's; what is stored locally only shows until it answers.
 */
export function useChatFiles(userId: string, notice: (notice: Notice) => void) {
  const [preferences, setPreferences] = useState<ChatPreferences>(readChatPreferences);
  const [polling, setPolling] = useState(false);
  const documents = useListDocumentsQuery(undefined, { pollingInterval: polling ? DOCUMENT_POLL_MS : 0 });
  const [setRag, ragCall] = useSetRagMutation();
  const [uploadPdf, uploadCall] = useUploadPdfMutation();
  const [deleteFile] = useDeleteFileMutation();
  const [deleting, setDeleting] = useState<string[]>([]);

  const reading = documents.data?.some(isBeingRead) ?? false;
  if (reading !== polling) setPolling(reading);

  const names = useMemo(
    () => (documents.data ? documents.data.map((document) => document.file_name) : preferences.uploadedFiles),
    [documents.data, preferences.uploadedFiles],
  );
  // files deleted elsewhere are no longer selected
  const selectedFiles = useMemo(
    () => preferences.selectedFiles.filter((name) => names.includes(name)),
    [preferences.selectedFiles, names],
  );
  const { ragEnabled, selectedModel } = preferences;

  useEffect(() => {
    writeChatPreferences({ selectedModel, ragEnabled, uploadedFiles: names, selectedFiles });
  }, [selectedModel, ragEnabled, names, selectedFiles]);

  // The chat service answers with or without retrieval by its own copy of the setting: the page opens with the
  // one this browser remembers (shown by the toggle), so the server is told it once.
  const initialRag = useRef(preferences.ragEnabled);
  useEffect(() => {
    setRag({ userId, enable: initialRag.current })
      .unwrap()
      .catch((error: unknown) => log.warn('The RAG setting could not be restored', error));
  }, [userId, setRag]);

  const update = (change: Partial<ChatPreferences>) =>
    setPreferences((current) => ({ ...current, ...change }));

  /** Tells the chat service; true when it agreed (the toggle changes only then). */
  const switchRag = async (enable: boolean) => {
    try {
      await setRag({ userId, enable }).unwrap();
      return true;
    } catch (error) {
      log.error('RAG could not be switched', error);
      return false;
    }
  };

  const toggleRag = async (enable: boolean) => {
    if (!(await switchRag(enable))) return;
    // turning it off clears the selection
    update(enable ? { ragEnabled: true } : { ragEnabled: false, selectedFiles: [] });
  };

  /** Selects one file to search (null: all files); selecting while RAG is off turns it on. */
  const selectFile = async (name: string | null) => {
    if (!ragEnabled && !(await switchRag(true))) return;
    update({ ragEnabled: true, selectedFiles: name ? [name] : [] });
  };

  /** A new chat starts with nothing selected and RAG off (shown off, like the toggle, once the service agrees). */
  const resetForNewChat = async () => {
    update({ selectedFiles: [] });
    if (await switchRag(false)) update({ ragEnabled: false });
  };

  const upload = async (file: File) => {
    if (names.includes(file.name)) {
      notice({ kind: 'duplicate', file: file.name });
      return;
    }
    let stored: string;
    try {
      stored = (await uploadPdf({ userId, file }).unwrap()).file_name;
    } catch (error) {
      const code = problemOf(error)?.code ?? null;
      log.error('The file could not be uploaded', error);
      notice(
        code === 'DOCUMENT_EXISTS'
          ? { kind: 'duplicate', file: file.name }
          : { kind: 'uploadFailed', file: file.name, code },
      );
      return;
    }
    const ragOn = ragEnabled || (await switchRag(true));
    setPreferences((current) => ({
      ...current,
      uploadedFiles: [...new Set([...current.uploadedFiles, stored])],
      ...(ragOn ? { ragEnabled: true, selectedFiles: [stored] } : {}),
    }));
    notice({ kind: 'uploaded', file: stored });
  };

  const remove = async (name: string) => {
    setDeleting((current) => [...current, name]);
    try {
      await deleteFile({ userId, fileName: name }).unwrap();
      setPreferences((current) => ({
        ...current,
        uploadedFiles: current.uploadedFiles.filter((entry) => entry !== name),
        selectedFiles: current.selectedFiles.filter((entry) => entry !== name),
      }));
      notice({ kind: 'deleted', file: name });
    } catch (error) {
      log.error('The file could not be deleted', error);
      notice(
        isNetworkError(error) ? { kind: 'deleteError', file: name } : { kind: 'deleteFailed', file: name },
      );
    } finally {
      setDeleting((current) => current.filter((entry) => entry !== name));
    }
  };

  return {
    documents: documents.data,
    names,
    loading: documents.isLoading,
    ragEnabled,
    ragPending: ragCall.isLoading,
    selectedFiles,
    /** The file sent with a question: the first selected one, while RAG is on (specification section 5). */
    fileName: ragEnabled ? (selectedFiles[0] ?? null) : null,
    selectedModel,
    selectModel: (value: string) => update({ selectedModel: value }),
    toggleRag,
    selectFile,
    resetForNewChat,
    upload,
    uploading: uploadCall.isLoading,
    remove,
    deleting,
  };
}
