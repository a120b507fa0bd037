import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Image } from './image.entity.js';

/** Photos' rows as posts and shops read them (the upload pipeline writes them). */
@Injectable()
export class ImagesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The photos with these ids, by id (unknown ids are simply absent). */
  async findByIds(ids: readonly string[]): Promise<Map<string, Image>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.find(Image, { id: { $in: [...new Set(ids)] } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The ids among `ids` that `ownerId` did not upload (or that do not exist). */
  async notOwnedBy(ownerId: string, ids: readonly string[]): Promise<string[]> {
    const found = await this.findByIds(ids);
    return ids.filter((id) => found.get(id)?.ownerId !== ownerId);
  }
}
