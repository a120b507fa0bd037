import {
  postLimits,
  type Currency,
  type ListingUrgency,
  type PostIntent,
  type QuantityUnit,
  type RequirementDetail,
} from '@matchbazaar/contracts';
import { findCategory } from '@matchbazaar/taxonomy';
import {
  amountOf,
  amountText,
  photoValueOf,
  placeOf,
  quantityOf,
  type PathTable,
  type PhotoValue,
  type PlaceValues,
} from './post-form-helpers';

/** What the post-requirement form edits, as typed. */
export interface RequirementFormValues extends PlaceValues {
  title: string;
  description: string;
  category: string;
  photos: PhotoValue[];
  quantity: string;
  quantityUnit: QuantityUnit;
  budgetMin: string;
  budgetMax: string;
  currency: Currency;
  neededBy: string;
  urgency: ListingUrgency;
  tags: string[];
}

export function emptyRequirementValues(): RequirementFormValues {
  return {
    title: '',
    description: '',
    category: '',
    photos: [],
    quantity: '1',
    quantityUnit: 'piece',
    budgetMin: '',
    budgetMax: '',
    currency: 'INR',
    neededBy: '',
    urgency: 'medium',
    tags: [],
    city: '',
    region: '',
    country: 'IN',
  };
}

/**
 * A new requirement started from a search that found too little (`?title=&category=&budgetMin=
 * &budgetMax=&currency=&city=`): what the buyer typed, checked, the rest left blank.
 */
export function prefilledRequirementValues(params: URLSearchParams): RequirementFormValues {
  const values = emptyRequirementValues();
  const title = params.get('title')?.trim();
  if (title) values.title = title.slice(0, postLimits.title.max);
  const category = params.get('category');
  if (category && findCategory(category)) values.category = category;
  const amount = (key: string) => {
    const value = params.get(key);
    return value && /^\d{1,12}$/.test(value) ? value : '';
  };
  values.budgetMin = amount('budgetMin');
  values.budgetMax = amount('budgetMax');
  const currency = params.get('currency');
  if (currency === 'INR' || currency === 'USD') values.currency = currency;
  const city = params.get('city')?.trim();
  if (city) values.city = city.slice(0, 80);
  return values;
}

/** A saved requirement as form values, to edit it or (`copy`) to post a new one like it. */
export function requirementValuesOf(
  requirement: RequirementDetail,
  copy = false,
): RequirementFormValues {
  return {
    title: requirement.title,
    description: requirement.description,
    category: requirement.category,
    photos: requirement.images.map(photoValueOf),
    quantity: String(requirement.quantity.amount),
    quantityUnit: requirement.quantity.unit,
    budgetMin: amountText(requirement.budget.minMinor),
    budgetMax: amountText(requirement.budget.maxMinor),
    currency: requirement.budget.currency,
    // A copy's old date has likely passed: the buyer picks a new one.
    neededBy: copy ? '' : (requirement.neededBy?.slice(0, 10) ?? ''),
    urgency: requirement.urgency,
    tags: [...requirement.tags],
    city: requirement.place.city,
    region: requirement.place.region ?? '',
    country: requirement.place.country,
  };
}

/** The body of POST /requirements (or PUT /requirements/:id), unchecked. */
export function requirementRequestOf(values: RequirementFormValues, intent: PostIntent) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    quantity: { amount: quantityOf(values.quantity), unit: values.quantityUnit },
    budget: {
      minMinor: amountOf(values.budgetMin),
      maxMinor: amountOf(values.budgetMax),
      currency: values.currency,
    },
    neededBy: values.neededBy === '' ? null : values.neededBy,
    urgency: values.urgency,
    place: placeOf(values),
    imageIds: values.photos.map((photo) => photo.id),
    tags: values.tags,
    intent,
  };
}

export const requirementErrorFields: PathTable = [
  ['title', 'title'],
  ['description', 'description'],
  ['category', 'category'],
  ['quantity', 'quantity'],
  ['quantity.unit', 'quantityUnit'],
  ['budget', 'budgetMax'],
  ['budget.minMinor', 'budgetMin'],
  ['budget.currency', 'currency'],
  ['neededBy', 'neededBy'],
  ['urgency', 'urgency'],
  ['place', 'city'],
  ['place.region', 'region'],
  ['place.country', 'country'],
  ['imageIds', 'photos'],
  ['tags', 'tags'],
];

export const requirementFieldOrder = [
  'title',
  'category',
  'description',
  'photos',
  'quantity',
  'quantityUnit',
  'budgetMin',
  'budgetMax',
  'currency',
  'neededBy',
  'urgency',
  'tags',
  'city',
  'region',
  'country',
] as const;
