import { readFileSync } from 'node:fs';
import { scoreParts, type ScorePart } from './parts.ts';

/**
 * The weights of the score's parts: a committed, reviewed file (data/weights.json). Its version is
 * stored with every match, so a match can say which weights produced it.
 */
export interface MatchWeights {
  version: string;
  note?: string;
  parts: Record<ScorePart, number>;
}

export const defaultWeightsFile = new URL('../data/weights.json', import.meta.url);

/** Reads and checks a weights file: every part a finite number of at least 0, some above 0. */
export function parseWeights(text: string): MatchWeights {
  const raw = JSON.parse(text) as Partial<MatchWeights>;
  if (typeof raw.version !== 'string' || !raw.version || typeof raw.parts !== 'object') {
    throw new Error('a weights file needs a version and parts');
  }
  const parts = {} as Record<ScorePart, number>;
  for (const part of scoreParts) {
    const weight = (raw.parts as Record<string, unknown>)[part];
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) {
      throw new Error(`weight of ${part} must be a number of at least 0`);
    }
    parts[part] = weight;
  }
  if (!Object.values(parts).some((w) => w > 0)) throw new Error('every weight is 0');
  return { version: raw.version, ...(raw.note && { note: raw.note }), parts };
}

let current: MatchWeights | undefined;
/** The committed weights, read once per process. */
export function currentWeights(): MatchWeights {
  current ??= parseWeights(readFileSync(defaultWeightsFile, 'utf8'));
  return current;
}

/** The engine's version: bumped when what a part means changes (not when weights change). */
export const engineVersion = 1;
