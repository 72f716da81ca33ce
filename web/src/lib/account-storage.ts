// Browser storage that belongs to whoever is signed in: signing out wipes it, so the next person
// at a shared computer finds nothing of the last one.
const PREFIX = 'rent.account.';

// Storage can be unavailable (private modes, blocked cookies); the app then simply forgets.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readAccountItem(key: string): string | null {
  try {
    return storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

export function writeAccountItem(key: string, value: string): void {
  try {
    storage()?.setItem(PREFIX + key, value);
  } catch {
    // A full or blocked storage keeps the value for this visit only.
  }
}

export function clearAccountStorage(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}
