export function criticalAssets(
  distDir: string,
  stats: { namedChunkGroups?: Record<string, { assets?: { name: string }[] }> },
): string[];
