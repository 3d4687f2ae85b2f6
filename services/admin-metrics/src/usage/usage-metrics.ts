import {
  API_SERVICES,
  GATEWAY_SERVICES,
  RESOURCE_TYPES,
  type CostsOverview,
  type UsageCountedV1,
} from '@gems/contracts';
import type { DocumentCollection } from '@gems/platform/documents';

export interface ApiUsage extends Record<string, unknown> {
  date: string;
  apiService: string;
  requestCount: number;
  successCount: number;
  errorCount: number;
  /** The gateway's rows split errors into 4xx and 5xx (a paid API's failures count as server errors). */
  clientErrorCount?: number;
  serverErrorCount?: number;
  /** The unit the service is priced by beyond requests (playwright: browser seconds). */
  units: number;
}

export interface ResourceUsage extends Record<string, unknown> {
  date: string;
  resourceType: string;
  /** database_queries: the service whose pool ran the statements. */
  service?: string;
  count: number;
  totalSize: number;
}

/** One UTC day, as the metrics are kept. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Usage counted per day: api_usage_metrics per paid service (requests, successes, errors, units)
 * and resource_usage_metrics per resource (count, bytes). Each event adds to its day's document
 * atomically (upsertIncrement), so the overview reads a few documents per day, never one per call.
 */
export class UsageMetrics {
  constructor(
    private readonly api: DocumentCollection<ApiUsage>,
    private readonly resources: DocumentCollection<ResourceUsage>,
  ) {}

  countApi(date: string, apiService: string, outcome: { ok: boolean; units?: number }): Promise<void> {
    return this.api.upsertIncrement(
      { date, apiService },
      {
        requestCount: 1,
        successCount: outcome.ok ? 1 : 0,
        errorCount: outcome.ok ? 0 : 1,
        units: outcome.units ?? 0,
      },
    );
  }

  countResource(date: string, resourceType: string, count: number, bytes = 0): Promise<void> {
    if (count <= 0) return Promise.resolve();
    return this.resources.upsertIncrement({ date, resourceType }, { count, totalSize: bytes });
  }

  /** One process's minute of counting: the gateway's requests per service, a pool's statements. */
  async countWindow(window: UsageCountedV1): Promise<void> {
    for (const r of window.requests) {
      const errors = r.clientError + r.serverError;
      await this.api.upsertIncrement(
        { date: window.date, apiService: r.service },
        {
          requestCount: r.success + errors,
          successCount: r.success,
          errorCount: errors,
          clientErrorCount: r.clientError,
          serverErrorCount: r.serverError,
          units: 0,
        },
      );
    }
    if (window.databaseQueries > 0)
      await this.resources.upsertIncrement(
        { date: window.date, resourceType: 'database_queries', service: window.source },
        { count: window.databaseQueries, totalSize: 0 },
      );
  }

  /** Totals, per service, per resource and per day over [from, to], priced in cents. */
  async overview(
    from: string,
    to: string,
    prices: Record<string, number>,
  ): Promise<Omit<CostsOverview, 'prices'>> {
    const range = { field: 'date', gte: from, lt: nextDay(to) };
    const [api, resources] = await Promise.all([this.api.find({ range }), this.resources.find({ range })]);
    const isGateway = (row: ApiUsage) => !(API_SERVICES as readonly string[]).includes(row.apiService);
    const apiCost = (row: ApiUsage) =>
      row.apiService === 'playwright'
        ? row.units * (prices.playwright_browser_second ?? 0)
        : isGateway(row)
          ? (row.requestCount / 1e6) * (prices.gateway_request_million ?? 0)
          : row.requestCount * (prices[`${row.apiService}_request`] ?? 0);
    const resourceCost = (row: ResourceUsage) =>
      row.resourceType === 'scraping_operations'
        ? row.count * (prices.scraping_operation ?? 0)
        : row.resourceType === 'image_downloads'
          ? (row.totalSize / 1e9) * (prices.image_download_gb ?? 0)
          : (row.count / 1e6) * (prices.database_query_million ?? 0);

    const byService = groupBy(api, (r) => r.apiService);
    const gatewayNames = [
      ...new Set([
        ...GATEWAY_SERVICES,
        ...[...byService.keys()].filter((n) => !API_SERVICES.includes(n as never)),
      ]),
    ];
    const serviceRow = (apiService: string, kind: 'api' | 'gateway') => {
      const rows = byService.get(apiService) ?? [];
      const errors = sum(rows, 'errorCount');
      const clientErrors = sum(rows, 'clientErrorCount');
      return {
        apiService,
        kind,
        totalCost: round(rows.reduce((s, r) => s + apiCost(r), 0)),
        totalRequests: sum(rows, 'requestCount'),
        totalSuccess: sum(rows, 'successCount'),
        totalErrors: errors,
        totalClientErrors: clientErrors,
        totalServerErrors: errors - clientErrors,
      };
    };
    const services = [
      ...API_SERVICES.map((name) => serviceRow(name, 'api')),
      ...gatewayNames.map((name) => serviceRow(name, 'gateway')),
    ];
    const queries = groupBy(
      resources.filter((r) => r.resourceType === 'database_queries' && r.service),
      (r) => r.service!,
    );
    const databaseQueries = [...queries]
      .map(([service, rows]) => ({
        service,
        totalCount: sum(rows, 'count'),
        totalCost: round(rows.reduce((s, r) => s + resourceCost(r), 0)),
      }))
      .sort((a, b) => a.service.localeCompare(b.service));
    const resourceTotals = RESOURCE_TYPES.map((resourceType) => {
      const rows = resources.filter((r) => r.resourceType === resourceType);
      return { resourceType, totalCount: sum(rows, 'count'), totalSize: sum(rows, 'totalSize') };
    });
    const days = new Map<string, { estimatedCost: number; requests: number }>();
    for (const d of eachDay(from, to)) days.set(d, { estimatedCost: 0, requests: 0 });
    for (const r of api) {
      const day = days.get(r.date);
      if (day) {
        day.estimatedCost += apiCost(r);
        day.requests += r.requestCount;
      }
    }
    for (const r of resources) {
      const day = days.get(r.date);
      if (day) day.estimatedCost += resourceCost(r);
    }
    const estimatedCost =
      services.reduce((s, r) => s + r.totalCost, 0) + resources.reduce((s, r) => s + resourceCost(r), 0);
    return {
      from,
      to,
      totals: {
        estimatedCost: round(estimatedCost),
        apiRequests: services.reduce((s, r) => s + r.totalRequests, 0),
        scrapingOperations: resourceTotals.find((r) => r.resourceType === 'scraping_operations')!.totalCount,
        imageDownloads: resourceTotals.find((r) => r.resourceType === 'image_downloads')!.totalCount,
      },
      services,
      resources: resourceTotals,
      databaseQueries,
      daily: [...days].map(([date, d]) => ({
        date,
        estimatedCost: round(d.estimatedCost),
        requests: d.requests,
      })),
    };
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const round = (cents: number) => Math.round(cents * 100) / 100;
const sum = <T extends Record<string, unknown>>(rows: T[], field: keyof T) =>
  rows.reduce((s, r) => s + Number(r[field] ?? 0), 0);

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function* eachDay(from: string, to: string): Generator<string> {
  for (let d = from; d <= to; d = nextDay(d)) yield d;
}
