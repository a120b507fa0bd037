import { profileImageRules, profileMessages } from '@matchbazaar/contracts';

/**
 * The browser's check of a chosen photo, before any upload: the type the file says it is and its
 * size (profileImageRules). The BFF checks the bytes themselves again.
 */
export function profileImageFileError(file: { type: string; size: number }): string | null {
  if (!(profileImageRules.mimeTypes as readonly string[]).includes(file.type))
    return profileMessages.imageType;
  if (file.size > profileImageRules.maxBytes) return profileMessages.imageTooLarge;
  if (file.size === 0) return profileMessages.imageRequired;
  return null;
}

/** For the file picker's `accept`: only what the server takes. */
export const profileImageAccept = profileImageRules.mimeTypes.join(',');
