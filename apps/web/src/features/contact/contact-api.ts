import { isApiRequestError } from '@matchbazaar/api-client';
import { contactFields, type ContactFieldErrors, type ContactForm } from '@matchbazaar/contracts';
import type { ContactSendAnswer } from '@matchbazaar/machines';
import { api } from '../../lib/session/api';

const isContactField = (path: string): path is keyof ContactForm =>
  (contactFields as readonly string[]).includes(path);

/**
 * POST /api/v1/contact. A refusal the server explains (400 with field errors, 429) is an answer
 * with its text; other failures keep the fixed failure text, and a failure to reach the server
 * at all rejects, which the machine also logs.
 */
export async function sendContactMessage(
  form: ContactForm,
  signal?: AbortSignal,
): Promise<ContactSendAnswer> {
  try {
    const response = await api.request({
      method: 'POST',
      path: '/api/v1/contact',
      body: form,
      // Anyone may write; no session is involved, so a 401 is never a reason to refresh.
      bearer: false,
      refreshOn401: false,
      signal,
    });
    // The transport lets a 404 through (docs/product/api.md): here it means the send did not
    // happen.
    return response.status === 404 ? { ok: false } : { ok: true };
  } catch (error) {
    if (!isApiRequestError(error) || error.kind !== 'http') throw error;
    if (error.status === 400 || error.status === 429) {
      const fieldErrors: ContactFieldErrors = {};
      for (const { path, msg } of error.errors) if (isContactField(path)) fieldErrors[path] ??= msg;
      return {
        ok: false,
        ...(error.serverMessage && { message: error.serverMessage }),
        fieldErrors,
      };
    }
    return { ok: false };
  }
}
