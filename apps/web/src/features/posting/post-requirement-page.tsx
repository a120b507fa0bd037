import { postingMessages } from '@matchbazaar/contracts';
import { useSearchParams } from 'react-router-dom';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { fetchRequirement } from './api/posting-api';
import { PostFormPage } from './post-form-page';
import { requirementKind } from './post-kinds';
import { RequirementForm } from './requirement-form';
import { prefilledRequirementValues, requirementValuesOf } from './requirement-form-values';

export const handle: RouteTitleHandle = { title: postingMessages.postRequirementTitle };

/**
 * /marketplace/post-requirement (`?edit=<id>` edits, `?from=<id>` copies): any signed-in account;
 * a new one may start from what a search asked for (prefilledRequirementValues).
 */
export function PostRequirementPage() {
  const [params] = useSearchParams();
  return (
    <PostFormPage
      view={requirementKind}
      fetch={fetchRequirement}
      form={({ post, copy, editing, onSaved }) => (
        <RequirementForm
          initial={post ? requirementValuesOf(post, copy) : prefilledRequirementValues(params)}
          editing={editing}
          onSaved={onSaved}
        />
      )}
    />
  );
}
