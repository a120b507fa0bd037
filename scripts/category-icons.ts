// What `generate-category-icons.ts` writes to apps/web/public/icons/categories: one SVG per group,
// subgroup and category id of the taxonomy, plus default.svg; and to apps/web/public/images/listings
// one cover picture per subgroup for listings without a photo. A category shows its subgroup's glyph,
// a group its own, all on a rounded square tinted in the group's colour, so the menus read by colour
// and shape alike. Glyphs are the Material Icons "Outlined" set (Apache-2.0), read from the
// @mui/icons-material package the web app already depends on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  categoriesOf,
  defaultCategoryIconPath,
  displayName,
  taxonomy,
  type CategoryGroup,
} from '@matchbazaar/taxonomy';

export const iconDirectory = join(
  import.meta.dirname,
  '..',
  'apps',
  'web',
  'public',
  'icons',
  'categories',
);
export const defaultIconFile = defaultCategoryIconPath.split('/').pop() ?? 'default.svg';
/** Listing pictures until sellers upload their own: one cover per subgroup, plus default.svg. */
export const coverDirectory = join(
  import.meta.dirname,
  '..',
  'apps',
  'web',
  'public',
  'images',
  'listings',
);

interface Palette {
  ink: string;
  tint: string;
}

/** Each group's colour: a dark ink on a light tint of the same hue. */
const groupPalettes: Record<string, Palette> = {
  'agriculture-food': { ink: '#2e7d32', tint: '#e8f5e9' },
  'real-estate': { ink: '#3949ab', tint: '#e8eaf6' },
  vehicles: { ink: '#00695c', tint: '#e0f2f1' },
  electronics: { ink: '#1565c0', tint: '#e3f2fd' },
  'home-lifestyle': { ink: '#6d4c41', tint: '#efebe9' },
  'fashion-accessories': { ink: '#ad1457', tint: '#fce4ec' },
  'services-jobs': { ink: '#a15c00', tint: '#fff3e0' },
  'sports-fitness': { ink: '#c43e12', tint: '#fbe9e7' },
  'health-beauty': { ink: '#8e24aa', tint: '#f3e5f5' },
  'arts-entertainment': { ink: '#c62828', tint: '#ffebee' },
  'travel-tourism': { ink: '#00727d', tint: '#e0f7fa' },
  'pets-family': { ink: '#6b6300', tint: '#f9fbe7' },
  'education-learning': { ink: '#4527a0', tint: '#ede7f6' },
  'industrial-business': { ink: '#37474f', tint: '#eceff1' },
  miscellaneous: { ink: '#7a5c00', tint: '#fffde7' },
};
const defaultPalette: Palette = { ink: '#5f6368', tint: '#f1f3f4' };
const defaultGlyph = 'LocalOffer';

/** Glyphs (Material icon names without "Outlined") for each group and subgroup id. */
export const glyphs: Record<string, string> = {
  'agriculture-food': 'Agriculture',
  'dairy-proteins': 'EggAlt',
  'fresh-foods': 'RiceBowl',
  'spices-ingredients': 'SoupKitchen',
  beverages: 'LocalCafe',
  'agricultural-inputs': 'Grass',
  'specialty-items': 'Cookie',
  'real-estate': 'HomeWork',
  residential: 'House',
  commercial: 'Business',
  land: 'Landscape',
  'other-properties': 'Cottage',
  vehicles: 'DirectionsCar',
  'personal-vehicles': 'DirectionsCar',
  'commercial-vehicles': 'LocalShipping',
  'vehicle-services': 'CarRepair',
  'other-vehicles': 'DirectionsBoat',
  electronics: 'Devices',
  'mobile-devices': 'Smartphone',
  computers: 'Computer',
  entertainment: 'Tv',
  appliances: 'Kitchen',
  gadgets: 'CameraAlt',
  'tech-infrastructure': 'Router',
  'home-lifestyle': 'Chair',
  furniture: 'Chair',
  kitchen: 'Blender',
  'home-decor': 'Lightbulb',
  'garden-outdoor': 'Yard',
  'traditional-items': 'TempleHindu',
  'home-essentials': 'Bed',
  'fashion-accessories': 'Checkroom',
  'ethnic-wear': 'Woman',
  'western-wear': 'Checkroom',
  accessories: 'Watch',
  footwear: 'DirectionsWalk',
  'premium-fashion': 'Diamond',
  'services-jobs': 'HomeRepairService',
  'professional-services': 'BusinessCenter',
  'home-services': 'Plumbing',
  jobs: 'Work',
  education: 'HistoryEdu',
  'event-services': 'Celebration',
  'traditional-services': 'AutoAwesome',
  'sports-fitness': 'SportsCricket',
  'sports-equipment': 'SportsCricket',
  'fitness-equipment': 'FitnessCenter',
  sportswear: 'DirectionsRun',
  'specialized-sports': 'GolfCourse',
  'fitness-services': 'SelfImprovement',
  'health-beauty': 'Spa',
  'beauty-products': 'FaceRetouchingNatural',
  'personal-care': 'Soap',
  'health-wellness': 'Favorite',
  'medical-supplies': 'MedicalServices',
  'beauty-services': 'Spa',
  'ayurvedic-herbal': 'LocalFlorist',
  'arts-entertainment': 'Palette',
  music: 'MusicNote',
  'art-craft': 'Palette',
  'books-media': 'MenuBook',
  collectibles: 'Toll',
  'performance-arts': 'TheaterComedy',
  'entertainment-services': 'Mic',
  'travel-tourism': 'Flight',
  destinations: 'BeachAccess',
  'religious-cultural': 'Museum',
  'specialty-travel': 'Hiking',
  'travel-services': 'Flight',
  'travel-gear': 'Luggage',
  'pets-family': 'Pets',
  'pet-categories': 'Pets',
  'pet-supplies': 'ShoppingBasket',
  'children-items': 'ChildFriendly',
  'pet-services': 'Bathtub',
  'pet-care': 'HealthAndSafety',
  'education-learning': 'School',
  'academic-materials': 'AutoStories',
  'learning-resources': 'LocalLibrary',
  'educational-services': 'CastForEducation',
  'school-supplies': 'Backpack',
  'educational-technology': 'Science',
  'industrial-business': 'Factory',
  'industrial-equipment': 'PrecisionManufacturing',
  'raw-materials': 'Construction',
  'business-supplies': 'PointOfSale',
  'packaging-shipping': 'Inventory2',
  'safety-security': 'Security',
  'business-services': 'Handshake',
  miscellaneous: 'Widgets',
  'charity-community': 'VolunteerActivism',
  'business-opportunities': 'TrendingUp',
  'digital-products': 'CloudDownload',
  'gifts-occasions': 'CardGiftcard',
  general: 'Category',
};

const require = createRequire(import.meta.url);
const iconsPackage = dirname(require.resolve('@mui/icons-material/package.json'));

/** The SVG elements of a Material icon, read from its published module (`jsx("path", {d: ...})`). */
export function glyphElements(name: string): string {
  const source = readFileSync(join(iconsPackage, `${name}Outlined.js`), 'utf8');
  const elements = [...source.matchAll(/jsx\)\("(path|circle|ellipse)", \{([^}]*)\}/g)].map(
    ([, tag, body = '']) => {
      const attributes = [...body.matchAll(/(\w+): "([^"]*)"/g)]
        .map(([, key = '', value = '']) => `${kebab(key)}="${value}"`)
        .join(' ');
      return `<${tag} ${attributes}/>`;
    },
  );
  if (elements.length === 0) throw new Error(`No SVG elements found in the ${name} icon`);
  return elements.join('');
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** One icon: the glyph (24 units) centred on a 48-unit rounded square. */
export function renderIcon(label: string, glyph: string, palette: Palette): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="48" height="48" rx="12" fill="${palette.tint}"/>`,
    `<g transform="translate(12 12)" fill="${palette.ink}">${glyphElements(glyph)}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

function glyphOf(id: string): string {
  const glyph = glyphs[id];
  if (!glyph) throw new Error(`No glyph chosen for "${id}": add it to scripts/category-icons.ts`);
  return glyph;
}

function paletteOf(group: CategoryGroup): Palette {
  const palette = groupPalettes[group.id];
  if (!palette) throw new Error(`No colour chosen for group "${group.id}"`);
  return palette;
}

// A colour part way from `from` to `to` (both #rrggbb).
function mix(from: string, to: string, share: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * share))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A 16:10 cover: the glyph large on a soft diagonal gradient of the group's colour. */
export function renderCover(label: string, glyph: string, palette: Palette): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.tint}"/><stop offset="1" stop-color="${mix(palette.tint, palette.ink, 0.22)}"/></linearGradient></defs>`,
    '<rect width="640" height="400" fill="url(#bg)"/>',
    `<circle cx="560" cy="40" r="170" fill="${palette.ink}" opacity=".07"/>`,
    `<circle cx="60" cy="390" r="130" fill="${palette.ink}" opacity=".06"/>`,
    `<g transform="translate(240 120) scale(6.6667)" fill="${palette.ink}" opacity=".85">${glyphElements(glyph)}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Every file the cover directory should hold, by file name. */
export function plannedCovers(): Map<string, string> {
  const files = new Map<string, string>();
  files.set(defaultIconFile, renderCover('Listing', defaultGlyph, defaultPalette));
  for (const group of taxonomy) {
    for (const subgroup of group.subgroups) {
      files.set(
        `${subgroup.id}.svg`,
        renderCover(subgroup.label, glyphOf(subgroup.id), paletteOf(group)),
      );
    }
  }
  return files;
}

/** Every file the icon directory should hold, by file name. */
export function plannedIcons(): Map<string, string> {
  const files = new Map<string, string>();
  files.set(defaultIconFile, renderIcon('Category', defaultGlyph, defaultPalette));
  for (const group of taxonomy) {
    const palette = paletteOf(group);
    files.set(`${group.id}.svg`, renderIcon(group.label, glyphOf(group.id), palette));
    for (const subgroup of group.subgroups) {
      const glyph = glyphOf(subgroup.id);
      files.set(`${subgroup.id}.svg`, renderIcon(subgroup.label, glyph, palette));
      for (const category of categoriesOf(group.id, subgroup.id)) {
        files.set(`${category.id}.svg`, renderIcon(displayName(category.id), glyph, palette));
      }
    }
  }
  return files;
}
