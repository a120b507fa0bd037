import { ApiRequestError, readBrowserCookie } from '@matchbazaar/api-client';
import { authCookies, postImageRules, storageKeys, type PostImage } from '@matchbazaar/contracts';
import { readLocal } from '../../lib/local-storage';
import { api } from '../../lib/session/api';

const path = '/api/v1/images';

function formOf(file: File): FormData {
  const form = new FormData();
  form.append(postImageRules.field, file, file.name);
  return form;
}

function imageOf(status: number, body: unknown): PostImage {
  const data = (body as { data?: { image?: PostImage } } | null)?.data;
  if (status >= 200 && status < 300 && data?.image) return data.image;
  throw new ApiRequestError({
    kind: 'http',
    status,
    body,
    message: (body as { message?: string } | null)?.message ?? 'Upload failed',
  });
}

/**
 * POST /api/v1/images with upload progress (fetch cannot report it, so this is an XHR with the
 * same bearer token and XSRF header the api client sends). A 401 (the token went stale) goes
 * once more through the api client, which refreshes the session first.
 */
export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<PostImage> {
  return new Promise<PostImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.url(path));
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    const token = readLocal(storageKeys.authToken);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const xsrf = readBrowserCookie(authCookies.xsrf);
    if (xsrf) xhr.setRequestHeader(authCookies.xsrfHeader, xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const fail = (error: unknown) =>
      reject(error instanceof Error ? error : new Error(String(error)));
    const settle = (status: number, body: unknown) => {
      try {
        resolve(imageOf(status, body));
      } catch (error) {
        fail(error);
      }
    };
    xhr.onload = () => {
      if (xhr.status === 401) {
        api
          .request({ method: 'POST', path, body: formOf(file), signal })
          .then(({ status, body }) => settle(status, body), fail);
        return;
      }
      settle(xhr.status, xhr.response);
    };
    xhr.onerror = () => reject(new ApiRequestError({ kind: 'network', message: 'Network error' }));
    xhr.onabort = () => reject(new ApiRequestError({ kind: 'aborted', message: 'Aborted' }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formOf(file));
  });
}
