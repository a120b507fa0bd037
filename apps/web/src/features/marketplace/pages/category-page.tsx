import { marketplaceMessages } from '@matchbazaar/contracts';
import { findCategory, findGroup, findSubgroup, subgroupForCategory } from '@matchbazaar/taxonomy';
import { replace, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MarketplacePage, type Crumb } from '../layout/marketplace-page';
import { KindTabs } from '../results/kind-tabs';
import { ResultsView } from '../results/results-view';
import type { FacetLevel } from '../results/facet-panel';
import type { FixedFilters } from '../results/search-filters';

const t = marketplaceMessages;

interface Level {
  title: string;
  crumbs: Crumb[];
  fixed: FixedFilters;
  facetLevel: FacetLevel;
}

/** The taxonomy level a category screen's path names, or null for an unknown id. */
export function categoryLevel(params: {
  groupId?: string | undefined;
  subgroupId?: string | undefined;
  category?: string | undefined;
}): Level | null {
  const root: Crumb = { label: t.marketplaceCrumb, to: '/marketplace' };
  if (params.category) {
    const category = findCategory(params.category);
    const group = category && findGroup(category.groupId);
    const subgroup = category && subgroupForCategory(category.id);
    if (!category || !group || !subgroup) return null;
    return {
      title: category.label,
      crumbs: [
        root,
        { label: group.label, to: `/marketplace/${group.id}` },
        { label: subgroup.label, to: `/marketplace/${group.id}/${subgroup.id}` },
      ],
      fixed: { category: category.id },
      facetLevel: null,
    };
  }
  const group = params.groupId ? findGroup(params.groupId) : undefined;
  if (!group) return null;
  if (params.subgroupId) {
    const subgroup = findSubgroup(group.id, params.subgroupId);
    if (!subgroup) return null;
    return {
      title: subgroup.label,
      crumbs: [root, { label: group.label, to: `/marketplace/${group.id}` }],
      fixed: { subgroup: subgroup.id },
      facetLevel: 'categories',
    };
  }
  return {
    title: group.label,
    crumbs: [root],
    fixed: { group: group.id },
    facetLevel: 'subgroups',
  };
}

/** Unknown group, subgroup or category ids go to /404 before anything renders. */
export function loader({ params }: LoaderFunctionArgs) {
  return categoryLevel(params) ? null : replace('/404');
}

/**
 * /marketplace/:groupId, /marketplace/:groupId/:subgroupId and /marketplace/category/:category:
 * one screen for every level of the taxonomy.
 */
export function CategoryPage() {
  const params = useParams();
  const [url] = useSearchParams();
  const level = categoryLevel(params);
  if (!level) return null;
  const kind = url.get('kind') === 'requests' ? 'requests' : 'offers';
  return (
    <MarketplacePage title={level.title} crumbs={level.crumbs}>
      <KindTabs kind={kind} />
      <ResultsView
        key={JSON.stringify(level.fixed)}
        kind={kind}
        fixed={level.fixed}
        facetLevel={level.facetLevel}
      />
    </MarketplacePage>
  );
}
