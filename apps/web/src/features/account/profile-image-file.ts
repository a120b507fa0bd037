import { messages, profileImageRules } from '@matchbazaar/contracts';

/**
 * The browser's check of a chosen photo, before any upload: the type the file says it is and its
 * size (profileImageRules). The BFF checks the bytes themselves again.
 */
export function profileImageFileError(file: { type: string; size: number }): string | null {
  if (!(profileImageRules.mimeTypes as readonly string[]).includes(file.type))
    return messages.profile.imageType;
  if (file.size > profileImageRules.maxBytes) return messages.profile.imageTooLarge;
  if (file.size === 0) return messages.profile.imageRequired;
  return null;
}

/** For the file picker's `accept`: only what the server takes. */
export const profileImageAccept = profileImageRules.mimeTypes.join(',');
