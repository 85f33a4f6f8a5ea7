/**
 * The chat's choices kept in this browser under the specification's keys (section 3): `selectedModel` (the model's
 * value), `uploadedFiles` and `selectedFiles` (JSON lists of unique names), `ragEnabled` (`true` or `false`).
 */
export const CHAT_STORAGE_KEYS = {
  selectedModel: 'selectedModel',
  uploadedFiles: 'uploadedFiles',
  ragEnabled: 'ragEnabled',
  selectedFiles: 'selectedFiles',
} as const;

export type ChatPreferences = {
  selectedModel: string | null;
  uploadedFiles: string[];
  ragEnabled: boolean;
  selectedFiles: string[];
};

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the choice lasts for this visit only
  }
}

function readNames(key: string): string[] {
  try {
    const value: unknown = JSON.parse(read(key) ?? '[]');
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((name): name is string => typeof name === 'string' && name !== ''))];
  } catch {
    return [];
  }
}

export function readChatPreferences(): ChatPreferences {
  return {
    selectedModel: read(CHAT_STORAGE_KEYS.selectedModel) || null,
    uploadedFiles: readNames(CHAT_STORAGE_KEYS.uploadedFiles),
    ragEnabled: read(CHAT_STORAGE_KEYS.ragEnabled) === 'true',
    selectedFiles: readNames(CHAT_STORAGE_KEYS.selectedFiles),
  };
}

export function writeChatPreferences(preferences: ChatPreferences): void {
  write(CHAT_STORAGE_KEYS.selectedModel, preferences.selectedModel);
  write(CHAT_STORAGE_KEYS.uploadedFiles, JSON.stringify([...new Set(preferences.uploadedFiles)]));
  write(CHAT_STORAGE_KEYS.ragEnabled, String(preferences.ragEnabled));
  write(CHAT_STORAGE_KEYS.selectedFiles, JSON.stringify([...new Set(preferences.selectedFiles)]));
}
