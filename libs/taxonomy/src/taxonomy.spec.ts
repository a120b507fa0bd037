import {
  allCategories,
  categoriesOf,
  categoryIconPath,
  defaultCategoryIconPath,
  displayName,
  findCategory,
  findGroup,
  findSubgroup,
  subgroupForCategory,
  taxonomy,
  titleCase,
} from './index.js';

// docs/product/taxonomy.md, word for word.
const specGroups = {
  'agriculture-food': [
    'dairy-proteins',
    'fresh-foods',
    'spices-ingredients',
    'beverages',
    'agricultural-inputs',
    'specialty-items',
  ],
  'real-estate': ['residential', 'commercial', 'land', 'other-properties'],
  vehicles: ['personal-vehicles', 'commercial-vehicles', 'vehicle-services', 'other-vehicles'],
  electronics: [
    'mobile-devices',
    'computers',
    'entertainment',
    'appliances',
    'gadgets',
    'tech-infrastructure',
  ],
  'home-lifestyle': [
    'furniture',
    'kitchen',
    'home-decor',
    'garden-outdoor',
    'traditional-items',
    'home-essentials',
  ],
  'fashion-accessories': [
    'ethnic-wear',
    'western-wear',
    'accessories',
    'footwear',
    'premium-fashion',
  ],
  'services-jobs': [
    'professional-services',
    'home-services',
    'jobs',
    'education',
    'event-services',
    'traditional-services',
  ],
  'sports-fitness': [
    'sports-equipment',
    'fitness-equipment',
    'sportswear',
    'specialized-sports',
    'fitness-services',
  ],
  'health-beauty': [
    'beauty-products',
    'personal-care',
    'health-wellness',
    'medical-supplies',
    'beauty-services',
    'ayurvedic-herbal',
  ],
  'arts-entertainment': [
    'music',
    'art-craft',
    'books-media',
    'collectibles',
    'performance-arts',
    'entertainment-services',
  ],
  'travel-tourism': [
    'destinations',
    'religious-cultural',
    'specialty-travel',
    'travel-services',
    'travel-gear',
  ],
  'pets-family': ['pet-categories', 'pet-supplies', 'children-items', 'pet-services', 'pet-care'],
  'education-learning': [
    'academic-materials',
    'learning-resources',
    'educational-services',
    'school-supplies',
    'educational-technology',
  ],
  'industrial-business': [
    'industrial-equipment',
    'raw-materials',
    'business-supplies',
    'packaging-shipping',
    'safety-security',
    'business-services',
  ],
  miscellaneous: [
    'charity-community',
    'business-opportunities',
    'digital-products',
    'gifts-occasions',
    'general',
  ],
};
const specDefaults = [
  'specialty-items',
  'other-properties',
  'other-vehicles',
  'gadgets',
  'home-essentials',
  'accessories',
  'professional-services',
  'sports-equipment',
  'beauty-products',
  'collectibles',
  'travel-services',
  'pet-supplies',
  'learning-resources',
  'business-supplies',
  'general',
];
const specExamples = [
  'rice',
  'wheat',
  'pulses',
  'houses',
  'apartments',
  'cars',
  'mobiles',
  'sarees',
  'electrician',
  'cricket',
  'skincare',
];

describe('the tree', () => {
  it('has the 15 groups and their subgroups of docs/product/taxonomy.md, in its order', () => {
    expect(
      taxonomy.map((group) => [group.id, group.subgroups.map((subgroup) => subgroup.id)]),
    ).toEqual(Object.entries(specGroups));
  });

  it('gives each group its set default subgroup, one of its own', () => {
    expect(taxonomy.map((group) => group.defaultSubgroupId)).toEqual(specDefaults);
    for (const group of taxonomy) {
      expect(findSubgroup(group.id, group.defaultSubgroupId)).toBeDefined();
    }
  });

  it('holds about 300 categories, 14 to 28 per group, at least one per subgroup', () => {
    expect(allCategories.length).toBeGreaterThanOrEqual(280);
    expect(allCategories.length).toBeLessThanOrEqual(330);
    for (const group of taxonomy) {
      const count = categoriesOf(group.id).length;
      expect({ group: group.id, inRange: count >= 14 && count <= 28 }).toEqual({
        group: group.id,
        inRange: true,
      });
      for (const subgroup of group.subgroups) {
        expect({ subgroup: subgroup.id, empty: subgroup.categories.length === 0 }).toEqual({
          subgroup: subgroup.id,
          empty: false,
        });
      }
    }
  });

  it('uses every id once across groups, subgroups and categories, all of them slugs', () => {
    const ids = taxonomy.flatMap((group) => [
      group.id,
      ...group.subgroups.flatMap((subgroup) => [
        subgroup.id,
        ...subgroup.categories.map((category) => category.id),
      ]),
    ]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('contains the examples docs/product/taxonomy.md names', () => {
    expect(specExamples.filter((id) => !findCategory(id))).toEqual([]);
  });

  it('reaches every category from its group and its subgroup, and back', () => {
    for (const category of allCategories) {
      const group = findGroup(category.groupId);
      const subgroup = findSubgroup(category.groupId, category.subgroupId);
      expect(group?.subgroups).toContain(subgroup);
      expect(subgroup?.categories).toContain(category);
      expect(categoriesOf(category.groupId)).toContain(category);
      expect(categoriesOf(category.groupId, category.subgroupId)).toContain(category);
      expect(subgroupForCategory(category.id)).toBe(subgroup);
      expect(subgroupForCategory(category.id, category.groupId)).toBe(subgroup);
      expect(findCategory(category.id)).toBe(category);
    }
  });

  it('is frozen, so no consumer can change it for the others', () => {
    expect(Object.isFrozen(taxonomy)).toBe(true);
    expect(Object.isFrozen(taxonomy[0]?.subgroups[0]?.categories[0])).toBe(true);
  });
});

describe('lookups', () => {
  it('finds a subgroup only inside its own group', () => {
    expect(findSubgroup('agriculture-food', 'dairy-proteins')?.label).toBe('Dairy & Proteins');
    expect(findSubgroup('vehicles', 'dairy-proteins')).toBeUndefined();
    expect(findSubgroup('nowhere', 'dairy-proteins')).toBeUndefined();
  });

  it('answers nothing for unknown ids', () => {
    expect(findGroup('nowhere')).toBeUndefined();
    expect(findCategory('nowhere')).toBeUndefined();
    expect(categoriesOf('nowhere')).toEqual([]);
    expect(categoriesOf('vehicles', 'dairy-proteins')).toEqual([]);
    expect(subgroupForCategory('nowhere')).toBeUndefined();
    expect(subgroupForCategory('rice', 'nowhere')).toBeUndefined();
  });

  it('maps a known category to its one subgroup', () => {
    expect(subgroupForCategory('paneer')?.id).toBe('dairy-proteins');
    expect(subgroupForCategory('electrician', 'services-jobs')?.id).toBe('home-services');
  });

  it("falls back to the group's default subgroup for a category the group does not map", () => {
    taxonomy.forEach((group, index) => {
      expect(subgroupForCategory('heirloom-tomatoes', group.id)?.id).toBe(specDefaults[index]);
    });
    // Mapped elsewhere counts as unmapped in this group.
    expect(subgroupForCategory('rice', 'vehicles')?.id).toBe('other-vehicles');
  });
});

describe('display names', () => {
  it('uses set labels for groups and subgroups', () => {
    expect(displayName('agriculture-food')).toBe('Agriculture & Food');
    expect(displayName('dairy-proteins')).toBe('Dairy & Proteins');
    expect(displayName('real-estate')).toBe('Real Estate');
    expect(displayName('home-lifestyle')).toBe('Home & Lifestyle');
    expect(taxonomy.flatMap((group) => group.subgroups).map((s) => s.label)).not.toContain('');
  });

  it('title-cases category ids', () => {
    expect(displayName('rice')).toBe('Rice');
    expect(displayName('ayurvedic-oils')).toBe('Ayurvedic Oils');
    expect(displayName('fresh-vegetables')).toBe('Fresh Vegetables');
    expect(displayName('businesses-for-sale')).toBe('Businesses for Sale');
    expect(displayName('pg-accommodation')).toBe('PG Accommodation');
    expect(displayName('suvs')).toBe('SUVs');
    for (const category of allCategories) {
      expect(category.label).toBe(titleCase(category.id));
      expect(category.label).toMatch(/^[A-Z]/);
    }
  });

  it('title-cases ids the tree does not know', () => {
    expect(displayName('heirloom-tomatoes')).toBe('Heirloom Tomatoes');
    expect(titleCase('bath-and-body')).toBe('Bath and Body');
    expect(titleCase('and-more')).toBe('And More');
    expect(titleCase('')).toBe('');
  });
});

describe('icons', () => {
  it('puts every category icon under /icons/categories', () => {
    expect(categoryIconPath('rice')).toBe('/icons/categories/rice.svg');
    expect(defaultCategoryIconPath).toBe('/icons/categories/default.svg');
  });

  it('gives anything that is not a slug the default icon', () => {
    expect(categoryIconPath('../../secrets')).toBe(defaultCategoryIconPath);
    expect(categoryIconPath('Rice')).toBe(defaultCategoryIconPath);
    expect(categoryIconPath('')).toBe(defaultCategoryIconPath);
  });
});
