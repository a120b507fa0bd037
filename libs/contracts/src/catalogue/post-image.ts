import { z } from 'zod';

/** A photo as a listing or requirement shows it: its variant URLs and alt text (from the title). */
export const postImageSchema = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  urls: z.object({ thumb: z.string(), card: z.string(), large: z.string() }),
});
export type PostImage = z.infer<typeof postImageSchema>;
