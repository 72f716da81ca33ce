// The settings tab's toggles are preferences of this browser only (SPEC.md §2): nothing is sent.
import { useState } from 'react';
import { readAccountItem, writeAccountItem } from '../../../lib/account-storage';

export const PROFILE_SETTINGS = [
  { key: 'saveLog', label: 'Save my activity log' },
  { key: 'passChangeConfirm', label: 'Confirm by e-mail before my password is changed' },
  { key: 'latestNews', label: 'Show me the latest news about the pre-sale' },
  { key: 'activityAlert', label: 'Alert me about unusual activity on my account' },
] as const;

export type ProfileSettingKey = (typeof PROFILE_SETTINGS)[number]['key'];
export type ProfileSettings = Record<ProfileSettingKey, boolean>;

const STORAGE_KEY = 'profile-settings';
const DEFAULTS: ProfileSettings = {
  saveLog: false,
  passChangeConfirm: false,
  latestNews: false,
  activityAlert: false,
};

export function readProfileSettings(): ProfileSettings {
  try {
    const stored: unknown = JSON.parse(readAccountItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return DEFAULTS;
    const entries = PROFILE_SETTINGS.map(({ key }) => {
      const value: unknown = (stored as Record<string, unknown>)[key];
      return [key, typeof value === 'boolean' ? value : DEFAULTS[key]] as const;
    });
    return Object.fromEntries(entries) as ProfileSettings;
  } catch {
    return DEFAULTS;
  }
}

export function useProfileSettings() {
  const [settings, setSettings] = useState(readProfileSettings);
  const toggle = (key: ProfileSettingKey, on: boolean) => {
    const next = { ...settings, [key]: on };
    writeAccountItem(STORAGE_KEY, JSON.stringify(next));
    setSettings(next);
  };
  return { settings, toggle };
}
