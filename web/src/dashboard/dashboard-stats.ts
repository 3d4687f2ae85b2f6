/** Spec 01 §2 My Collections stats and §9's 8-gem preview. */
export const DASHBOARD_PREVIEW = 8;

export interface DashboardStats {
  totalCollections: number;
  totalGems: number;
  /** Rounded to a whole number; 0 with no collections. */
  averageGems: number;
}

export function dashboardStats(collections: readonly { gemCount: number }[]): DashboardStats {
  const totalCollections = collections.length;
  const totalGems = collections.reduce((sum, c) => sum + c.gemCount, 0);
  const averageGems = totalCollections === 0 ? 0 : Math.round(totalGems / totalCollections);
  return { totalCollections, totalGems, averageGems };
}

/** How many gems the "+N" after the preview stands for. */
export const previewOverflow = (gemCount: number, shown: number): number => Math.max(0, gemCount - shown);
