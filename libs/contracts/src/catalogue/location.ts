import { z } from 'zod';
import { singleLineText } from '../contact-form.js';
import { catalogueMessages as m } from '../messages/catalogue.js';

/** Where a shop, listing or requirement is: a city, optionally a region, a country, a point. */
export const locationLimits = { city: 80, region: 80 } as const;

export const coordinatesSchema = z.object({
  latitude: z.number({ error: m.coordinatesInvalid }).min(-90).max(90),
  longitude: z.number({ error: m.coordinatesInvalid }).min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const placeSchema = z.object({
  city: z
    .string({ error: m.cityRequired })
    .max(200, { error: m.cityRequired, abort: true })
    .transform(singleLineText)
    .pipe(z.string().min(1, { error: m.cityRequired }).max(locationLimits.city, m.cityRequired)),
  region: z
    .string({ error: m.regionInvalid })
    .max(200, { error: m.regionInvalid, abort: true })
    .transform(singleLineText)
    .pipe(z.string().max(locationLimits.region, { error: m.regionInvalid }))
    .optional(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z
    .string({ error: m.countryInvalid })
    .regex(/^[A-Za-z]{2}$/, { error: m.countryInvalid })
    .transform((code) => code.toUpperCase()),
  coordinates: coordinatesSchema.optional(),
});
export type Place = z.infer<typeof placeSchema>;
