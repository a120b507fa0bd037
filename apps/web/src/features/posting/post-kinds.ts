import {
  catalogueMessages,
  postLimits,
  postingMessages,
  type ListingStatus,
  type RequirementStatus,
} from '@matchbazaar/contracts';
import type { PostKind } from './api/posting-api';

const t = postingMessages;
const c = catalogueMessages;

/**
 * What the web app's posting pages know of one kind of post (a seller's listing, a buyer's
 * requirement): where its form and its author's list live, the words its pages use and which of
 * its statuses have a public page. The form shell, the post page and the my-posts page read it,
 * so each kind's own files hold only the fields and facts that are its alone.
 */
export interface PostKindView<S extends string> {
  kind: PostKind;
  formPath: string;
  listPath: string;
  /** The post's public page (kept while the post is, or was, public: publicStatuses). */
  publicPath: (id: string) => string;
  publicStatuses: readonly S[];
  statusLabels: Readonly<Record<S, string>>;
  postTitle: string;
  editTitle: string;
  postIntro: string;
  tips: { title: string; tips: readonly string[] };
  titleHelp: string;
  placeHelp: string;
  maxPhotos: number;
  photosHelp: string;
  /** What the author's list says once a published post is live. */
  liveText: string;
  listTitle: string;
  listIntro: string;
  newLabel: string;
}

export const listingKind: PostKindView<ListingStatus> = {
  kind: 'listing',
  formPath: '/seller/post-listing',
  listPath: '/seller/my-listings',
  publicPath: (id) => `/marketplace/listing/${id}`,
  publicStatuses: ['published', 'paused', 'closed', 'expired'],
  statusLabels: c.listingStatuses,
  postTitle: t.postListingTitle,
  editTitle: t.editListingTitle,
  postIntro: t.postListingIntro,
  tips: { title: t.listingTipsTitle, tips: t.listingTips },
  titleHelp: t.listingTitleHelp,
  placeHelp: t.listingPlaceHelp,
  maxPhotos: postLimits.listingImages,
  photosHelp: t.photosHelp(postLimits.listingImages),
  liveText: t.publishedListing,
  listTitle: t.myListingsTitle,
  listIntro: t.myListingsIntro,
  newLabel: t.newListing,
};

export const requirementKind: PostKindView<RequirementStatus> = {
  kind: 'requirement',
  formPath: '/marketplace/post-requirement',
  listPath: '/marketplace/my-requirements',
  publicPath: (id) => `/marketplace/requirement/${id}`,
  publicStatuses: ['open', 'closed', 'expired'],
  statusLabels: c.requirementStatuses,
  postTitle: t.postRequirementTitle,
  editTitle: t.editRequirementTitle,
  postIntro: t.postRequirementIntro,
  tips: { title: t.requirementTipsTitle, tips: t.requirementTips },
  titleHelp: t.requirementTitleHelp,
  placeHelp: t.requirementPlaceHelp,
  maxPhotos: postLimits.requirementImages,
  photosHelp: t.requirementPhotosHelp(postLimits.requirementImages),
  liveText: t.publishedRequirement,
  listTitle: t.myRequirementsTitle,
  listIntro: t.myRequirementsIntro,
  newLabel: t.newRequirement,
};

/** What any kind's view says alike, whatever its statuses (a form's words, its paths). */
export type PostKindWords = Omit<PostKindView<string>, 'publicStatuses' | 'statusLabels'>;
