import { postingMessages } from '@matchbazaar/contracts';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { myRequirementsConfig } from './my-posts-configs';
import { OwnPostsPage } from './own-posts-page';

export const handle: RouteTitleHandle = { title: postingMessages.myRequirementsTitle };

/** /marketplace/my-requirements: the buyer's requirements in every status, with their actions. */
export function MyRequirementsPage() {
  return <OwnPostsPage config={myRequirementsConfig} />;
}
