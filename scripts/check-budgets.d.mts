export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface MeasuredPage {
  site: string;
  route: string;
  class: 'content' | 'interactive';
  scripts: string[];
  jsGzip: number;
  jsBrotli: number;
  /** The Radix enhancements the page loads once interactive (gzip bytes). */
  jsLaterGzip: number;
  htmlGzip: number;
  budget: number;
  late: string[];
  ok: boolean;
}

export declare const budgets: { content: number; interactive: number };
export declare const maxFirstLoadFiles: number;
export declare function budgetClass(siteId: string, route: string): 'content' | 'interactive';
export declare function firstLoadScripts(
  html: string,
  manifest: Record<string, ManifestChunk>,
): string[];
export declare function laterScripts(
  firstLoad: string[],
  manifest: Record<string, ManifestChunk>,
): string[];
export declare function measureBuild(buildDir: string): Promise<MeasuredPage[]>;
export declare function formatTable(pages: MeasuredPage[]): string;
