export interface DevProxyEntry {
  context: string[];
  target: string;
  changeOrigin: boolean;
  secure: boolean;
  pathRewrite: Record<string, string>;
}

export function devApiProxy(options: {
  apiMode: 'mock' | 'live';
  apiUrl?: string;
  apiProxy?: string;
}): { proxy: DevProxyEntry[]; notice: string | null } | Error;
