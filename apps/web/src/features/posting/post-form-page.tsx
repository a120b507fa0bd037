import { postingMessages, type PostIntent } from '@matchbazaar/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { notePostPublished } from '../../lib/app-install';
import { isNotFound } from './api/posting-api';
import { PostNotices } from './post-notices';
import type { PostKindView } from './post-kinds';
import { PostTips } from './post-tips';
import { PostingPage } from './posting-page';
import { pastDraft, saveOutcome } from './save-outcome';
import { usePostSource, type PostNoticeState } from './use-post-source';

const t = postingMessages;

/** Where a kind's form starts: the post it edits or copies (if any), and where a save goes. */
export interface PostFormStart<D> {
  post: D | undefined;
  copy: boolean;
  editing: { id: string; live: boolean } | null;
  onSaved: (saved: D, intent: PostIntent) => void;
}

/**
 * The page of a post form, whatever its kind (`?edit=<id>` edits, `?from=<id>` copies): the post
 * read fresh, the notices above the form, and after a save the author's list or, for a draft, the
 * form again (saveOutcome). `blocked` stands instead of the form for whom may not post this kind;
 * `also` is what else the form waits for (a seller's shop).
 */
export function PostFormPage<
  S extends string,
  D extends { id: string; status: S; rejectionReason?: string | null | undefined },
>({
  view,
  fetch,
  blocked,
  also = [],
  form,
}: {
  view: PostKindView<S>;
  fetch: (id: string, signal: AbortSignal) => Promise<D>;
  blocked?: ReactNode;
  also?: readonly UseQueryResult<unknown>[];
  form: (start: PostFormStart<D>) => ReactNode;
}) {
  const { editId, copyId, id, source, notice } = usePostSource(view.kind, fetch);
  const navigate = useNavigate();
  const page = (content: ReactNode) => (
    <PostingPage
      title={editId ? view.editTitle : view.postTitle}
      intro={view.postIntro}
      aside={<PostTips title={view.tips.title} tips={view.tips.tips} />}
    >
      {content}
    </PostingPage>
  );
  if (blocked) return page(blocked);

  const loading = also.some((q) => q.isPending) || (id !== null && source.isPending);
  const failed = also.some((q) => q.isError) || source.isError;
  if (loading || failed)
    return page(
      <LoadState
        label={t.loading}
        failed={failed ? (isNotFound(source.error) ? t.postNotFound : t.loadFailed) : undefined}
        retry={() => {
          for (const q of [...also, source]) if (q.isError) void q.refetch();
        }}
        retryLabel={t.retry}
      />,
    );

  const post = source.data;
  const onSaved = (saved: D, intent: PostIntent) => {
    const next = saveOutcome({
      id: saved.id,
      status: saved.status,
      intent,
      wasPastDraft: editId !== null && post !== undefined && pastDraft(post.status),
      formPath: view.formPath,
      listPath: view.listPath,
      liveText: view.liveText,
    });
    // Posted (live or in review): the moment the app may offer to be installed.
    if (intent === 'publish') notePostPublished();
    const state: PostNoticeState = { notice: next.notice };
    void navigate(next.to, { replace: intent === 'draft', state });
  };
  const edited = editId && post ? post : undefined;

  return page(
    <>
      <PostNotices
        notice={notice}
        statusLabel={
          edited && pastDraft(edited.status) ? view.statusLabels[edited.status] : undefined
        }
        rejectionReason={editId ? post?.rejectionReason : null}
        copy={copyId !== null}
      />
      {/* A new form for each post it starts from, with that post's values. */}
      <Fragment key={`${editId ?? ''}|${copyId ?? ''}`}>
        {form({
          post,
          copy: copyId !== null,
          editing: edited && editId ? { id: editId, live: pastDraft(edited.status) } : null,
          onSaved,
        })}
      </Fragment>
    </>,
  );
}
