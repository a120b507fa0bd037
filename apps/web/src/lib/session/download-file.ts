import { storageKeys } from '@matchbazaar/contracts';
import { readLocal } from '../local-storage';

/**
 * A file behind a bearer route (a conversation's attachment, a proposal's document): fetched with
 * the stored token (the api client reads JSON only) and handed to the browser as a download.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  const token = readLocal(storageKeys.authToken);
  const response = await fetch(`${import.meta.env.VITE_API_BASE_URL ?? ''}${url}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
