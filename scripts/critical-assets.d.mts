export function firstPaintAssets(distDir: string): string[];

export function firstPressAssets(
  distDir: string,
  stats: { namedChunkGroups?: Record<string, { assets?: { name: string }[] }> },
): string[];
