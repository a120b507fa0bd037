/**
 * Posts' meaning vectors held in memory, by taxonomy group, for the nearest-meaning candidates of
 * a match (docs/decisions/0034-matching-engine.md: neither PostgreSQL here has pgvector). A
 * group's vectors sit in one growing Int8Array; a removed post's slot takes the group's last one,
 * so a scan reads only live vectors. At a million listings this is about 120 MB.
 */
export interface Neighbour {
  id: string;
  /** Cosine, -1..1. */
  similarity: number;
}

class GroupShelf {
  ids: string[] = [];
  vectors: Int8Array;
  readonly dimensions: number;
  constructor(dimensions: number) {
    this.dimensions = dimensions;
    this.vectors = new Int8Array(dimensions * 1024);
  }

  put(slot: number, vector: Int8Array): void {
    this.vectors.set(vector.subarray(0, this.dimensions), slot * this.dimensions);
  }

  append(id: string, vector: Int8Array): number {
    const slot = this.ids.length;
    if ((slot + 1) * this.dimensions > this.vectors.length) {
      const grown = new Int8Array(this.vectors.length * 2);
      grown.set(this.vectors);
      this.vectors = grown;
    }
    this.ids.push(id);
    this.put(slot, vector);
    return slot;
  }
}

export class VectorIndex {
  readonly #shelves = new Map<string, GroupShelf>();
  /** id -> where it sits. */
  readonly #where = new Map<string, { groupId: string; slot: number }>();

  readonly dimensions: number;
  constructor(dimensions = 100) {
    if (dimensions % 4 !== 0) throw new Error('dimensions must be a multiple of 4');
    this.dimensions = dimensions;
  }

  get size(): number {
    return this.#where.size;
  }

  has(id: string): boolean {
    return this.#where.has(id);
  }

  /** Adds the post, or moves and updates it when it is in already. */
  upsert(id: string, groupId: string, vector: Int8Array): void {
    const at = this.#where.get(id);
    if (at && at.groupId === groupId) {
      this.#shelves.get(groupId)!.put(at.slot, vector);
      return;
    }
    if (at) this.remove(id);
    let shelf = this.#shelves.get(groupId);
    if (!shelf) this.#shelves.set(groupId, (shelf = new GroupShelf(this.dimensions)));
    this.#where.set(id, { groupId, slot: shelf.append(id, vector) });
  }

  remove(id: string): void {
    const at = this.#where.get(id);
    if (!at) return;
    const shelf = this.#shelves.get(at.groupId)!;
    const last = shelf.ids.length - 1;
    if (at.slot !== last) {
      const movedId = shelf.ids[last]!;
      shelf.ids[at.slot] = movedId;
      shelf.vectors.copyWithin(
        at.slot * this.dimensions,
        last * this.dimensions,
        (last + 1) * this.dimensions,
      );
      this.#where.set(movedId, { groupId: at.groupId, slot: at.slot });
    }
    shelf.ids.pop();
    this.#where.delete(id);
  }

  /**
   * The `limit` posts of the groups given closest in meaning to `query`, most similar first,
   * at least `minSimilarity` alike.
   */
  nearest(
    query: Int8Array,
    groupIds: readonly string[],
    limit: number,
    minSimilarity = -1,
  ): Neighbour[] {
    const dims = this.dimensions;
    // A bounded min-heap would save a little; a sorted cut of a small array is simpler and fast.
    const found: Neighbour[] = [];
    let floor = minSimilarity;
    for (const groupId of groupIds) {
      const shelf = this.#shelves.get(groupId);
      if (!shelf) continue;
      const { vectors, ids } = shelf;
      const floorDot = () => floor * 127 * 127;
      let threshold = floorDot();
      for (let slot = 0, base = 0; slot < ids.length; slot++, base += dims) {
        // Four sums at a time: the hot loop of a match (about 70,000 vectors a group at a
        // million listings); dims is a multiple of 4 for the vectors made here (100).
        let a = 0;
        let b = 0;
        let c = 0;
        let e = 0;
        for (let d = 0; d < dims; d += 4) {
          a += vectors[base + d]! * query[d]!;
          b += vectors[base + d + 1]! * query[d + 1]!;
          c += vectors[base + d + 2]! * query[d + 2]!;
          e += vectors[base + d + 3]! * query[d + 3]!;
        }
        const dot = a + b + c + e;
        if (dot < threshold) continue;
        found.push({ id: ids[slot]!, similarity: dot / (127 * 127) });
        if (found.length >= limit * 4) {
          found.sort((a, b) => b.similarity - a.similarity);
          found.length = limit;
          floor = Math.max(floor, found[limit - 1]!.similarity);
          threshold = floorDot();
        }
      }
    }
    found.sort((a, b) => b.similarity - a.similarity);
    return found.slice(0, limit);
  }
}
