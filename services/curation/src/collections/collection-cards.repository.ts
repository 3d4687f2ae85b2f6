import type pg from 'pg';
import { ident } from '@gems/platform/db/sql';
import { visibleSql } from '../gems/gem-visibility.js';
import { SqlParams } from '../gems/sql-params.js';

const PREVIEWS = 3;

/** Which collections a list holds; the viewer's visibility applies on top (except `own`). */
export type ShelfScope =
  | { kind: 'own' }
  | { kind: 'user'; userId: number }
  | { kind: 'public' }
  | { kind: 'id'; id: number }
  /** The collections holding a gem. */
  | { kind: 'gem'; gemId: number };

export interface CollectionCardRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  visibility: string;
  created_at: Date;
  updated_at: Date;
  username: string | null;
  profile_image_url: string | null;
  like_count: number;
  liked: boolean;
  gem_count: number;
  preview_images: string[];
}

/**
 * Collection cards in one statement: the page of shelves first, then per shelf the count and the
 * newest preview images of the gems the viewer may see, the creator card and the like counter.
 */
export class CollectionCardsRepository {
  private readonly s: string;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
  ) {
    this.s = ident(schema);
  }

  async cards(
    viewerId: number,
    scope: ShelfScope,
    options: { limit?: number; sort?: 'recent' | 'top' } = {},
  ): Promise<CollectionCardRow[]> {
    const { s } = this;
    const p = new SqlParams();
    const viewer = p.add(viewerId, 'int');
    const where: string[] = [];
    switch (scope.kind) {
      case 'own':
        where.push(`sh.user_id = ${viewer}`);
        break;
      case 'user':
        where.push(`sh.user_id = ${p.add(scope.userId, 'int')}`, visibleSql(s, 'sh', viewer));
        break;
      case 'public':
        where.push(`sh.visibility = 'public'`);
        break;
      case 'id':
        where.push(`sh.id = ${p.add(scope.id, 'int')}`, visibleSql(s, 'sh', viewer));
        break;
      case 'gem':
        where.push(
          `sh.id IN (SELECT m.shelf_id FROM ${s}.gem_shelves m WHERE m.gem_id = ${p.add(scope.gemId, 'int')})`,
          visibleSql(s, 'sh', viewer),
        );
        break;
    }
    const top = options.sort === 'top';
    const order = top
      ? 'coalesce(ss.like_count, 0) DESC, sh.created_at DESC, sh.id DESC'
      : 'sh.created_at DESC, sh.id DESC';
    const limit = options.limit ? `LIMIT ${p.add(options.limit, 'int')}` : '';
    const gemVisible = visibleSql(s, 'g', viewer);
    const sql = `
      SELECT sh.id, sh.user_id, sh.title, sh.description, sh.visibility, sh.created_at, sh.updated_at,
             uc.username, uc.profile_image_url,
             coalesce(ss.like_count, 0) AS like_count,
             EXISTS (SELECT 1 FROM ${s}.shelf_likes sl WHERE sl.shelf_id = sh.id AND sl.user_id = ${viewer}) AS liked,
             (SELECT count(*)::int FROM ${s}.gem_shelves gs JOIN ${s}.gems g ON g.id = gs.gem_id
               WHERE gs.shelf_id = sh.id AND ${gemVisible}) AS gem_count,
             ARRAY(SELECT g.image_url FROM ${s}.gem_shelves gs JOIN ${s}.gems g ON g.id = gs.gem_id
                    WHERE gs.shelf_id = sh.id AND g.image_url <> '' AND ${gemVisible}
                    ORDER BY gs.created_at DESC, gs.id DESC LIMIT ${PREVIEWS}) AS preview_images
        FROM (SELECT sh.* FROM ${s}.shelves sh
                LEFT JOIN ${s}.shelf_stats ss ON ss.shelf_id = sh.id
               WHERE ${where.join(' AND ')} ORDER BY ${order} ${limit}) sh
        LEFT JOIN ${s}.user_cards uc ON uc.user_id = sh.user_id
        LEFT JOIN ${s}.shelf_stats ss ON ss.shelf_id = sh.id
       ORDER BY ${order}`;
    return (await this.pool.query<CollectionCardRow>(sql, p.values)).rows;
  }
}
