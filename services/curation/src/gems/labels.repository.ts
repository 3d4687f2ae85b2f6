import { ident } from '@gems/platform/db/sql';
import type { PrismaClient } from '../db/prisma.js';

/** Tag and category counts over the gems a viewer may see (unnest + GROUP BY in Postgres). */
export class LabelsRepository {
  private readonly gems: string;

  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.gems = `${ident(schema)}.gems`;
  }

  tags(viewerId: number | undefined, limit: number): Promise<string[]> {
    return this.labels('tags', viewerId, limit);
  }

  categories(viewerId: number | undefined, limit: number): Promise<string[]> {
    return this.labels('categories', viewerId, limit);
  }

  private async labels(column: 'tags' | 'categories', viewerId: number | undefined, limit: number) {
    const rows = await this.prisma.$queryRawUnsafe<{ label: string }[]>(
      `SELECT label FROM ${this.gems}, unnest(${column}) AS label
        WHERE visibility = 'public' OR user_id = $1
        GROUP BY label ORDER BY count(*) DESC, label LIMIT $2`,
      viewerId ?? 0,
      limit,
    );
    return rows.map((r) => r.label);
  }
}
