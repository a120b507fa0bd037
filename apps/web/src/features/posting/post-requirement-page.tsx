import {
  catalogueMessages,
  postingMessages,
  type PostIntent,
  type RequirementDetail,
} from '@matchbazaar/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { LoadState } from '../../components/load-state';
import { fetchRequirement, isNotFound } from './api/posting-api';
import { PostNotices } from './post-notices';
import { pastDraft, saveOutcome } from './save-outcome';
import { PostingPage } from './posting-page';
import { PostTips } from './post-tips';
import { RequirementForm } from './requirement-form';
import { prefilledRequirementValues, requirementValuesOf } from './requirement-form-values';
import { usePostSource, type PostNoticeState } from './use-post-source';
import { notePostPublished } from '../../lib/app-install';

const t = postingMessages;

export const handle: RouteTitleHandle = { title: t.postRequirementTitle };

/** /marketplace/post-requirement (`?edit=<id>` edits, `?from=<id>` copies): any signed-in account. */
export function PostRequirementPage() {
  const { editId, copyId, id, source, notice } = usePostSource('requirement', fetchRequirement);
  const navigate = useNavigate();
  const title = editId ? t.editRequirementTitle : t.postRequirementTitle;
  const requirement = source.data;
  const [params] = useSearchParams();

  const onSaved = (saved: RequirementDetail, intent: PostIntent) => {
    const wasPastDraft =
      editId !== null && source.data !== undefined && pastDraft(source.data.status);
    const next = saveOutcome({
      id: saved.id,
      status: saved.status,
      intent,
      wasPastDraft,
      formPath: '/marketplace/post-requirement',
      listPath: '/marketplace/my-requirements',
      liveText: t.publishedRequirement,
    });
    // Posted (live or in review): the moment the app may offer to be installed.
    if (intent === 'publish') notePostPublished();
    const state: PostNoticeState = { notice: next.notice };
    void navigate(next.to, { replace: intent === 'draft', state });
  };

  return (
    <PostingPage
      title={title}
      intro={t.postRequirementIntro}
      aside={<PostTips title={t.requirementTipsTitle} tips={t.requirementTips} />}
    >
      {id !== null && (source.isPending || source.isError) ? (
        <LoadState
          label={t.loading}
          failed={
            source.isError ? (isNotFound(source.error) ? t.postNotFound : t.loadFailed) : undefined
          }
          retry={() => void source.refetch()}
          retryLabel={t.retry}
        />
      ) : (
        <>
          <PostNotices
            notice={notice}
            statusLabel={
              editId && requirement && pastDraft(requirement.status)
                ? catalogueMessages.requirementStatuses[requirement.status]
                : undefined
            }
            rejectionReason={editId ? requirement?.rejectionReason : null}
            copy={copyId !== null}
          />
          <RequirementForm
            key={`${editId ?? ''}|${copyId ?? ''}`}
            initial={
              requirement
                ? requirementValuesOf(requirement, copyId !== null)
                : prefilledRequirementValues(params)
            }
            editing={
              editId && requirement ? { id: editId, live: pastDraft(requirement.status) } : null
            }
            onSaved={onSaved}
          />
        </>
      )}
    </PostingPage>
  );
}
