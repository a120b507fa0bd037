import type { ReactNode } from 'react';
import { MyPostsList, type MyPostsConfig, type MyPostsCard } from './my-posts-list';
import { NewPostButton } from './new-post-button';
import { PostingPage } from './posting-page';
import { SellerOnlyNotice } from './seller-only-notice';

/**
 * An author's page of their own posts of one kind (My Listings, My Requirements): its title, the
 * call to post another beside `actions`, and the list. `allowed` false shows who may post it.
 */
export function OwnPostsPage<S extends string, C extends MyPostsCard<S>>({
  config,
  actions,
  allowed = true,
}: {
  config: MyPostsConfig<S, C>;
  actions?: ReactNode;
  allowed?: boolean;
}) {
  const { view } = config;
  return (
    <PostingPage
      title={view.listTitle}
      intro={view.listIntro}
      width="lg"
      actions={
        allowed && (
          <>
            {actions}
            <NewPostButton view={view} />
          </>
        )
      }
    >
      {allowed ? <MyPostsList config={config} /> : <SellerOnlyNotice />}
    </PostingPage>
  );
}
