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
  /** The JS files of the first 3 s at phone width: the first load and idle enhancements. */
  scripts: string[];
  jsGzip: number;
  jsBrotli: number;
  /** The enhancements the page loads later: at desktop widths, or on interaction (gzip bytes). */
  jsLaterGzip: number;
  htmlGzip: number;
  budget: number;
  late: string[];
  /** Other brands' names and collection names the first load carries (none when it is right). */
  otherBrands: string[];
  ok: boolean;
}

export declare const budgets: { content: number; interactive: number };
export declare const maxFirstLoadFiles: number;
export declare const firstLoadFileExceptions: Record<string, number>;
export declare function fileLimitOf(route: string): number;
export declare function budgetClass(siteId: string, route: string): 'content' | 'interactive';
export declare function firstLoadScripts(
  html: string,
  manifest: Record<string, ManifestChunk>,
): string[];
export type EnhancementLoading = 'idle' | 'desktop-idle' | 'interaction';
export declare const enhancementLoading: Record<string, EnhancementLoading>;
export declare function laterScripts(
  firstLoad: string[],
  manifest: Record<string, ManifestChunk>,
  when?: EnhancementLoading,
): string[];
export declare function shownText(html: string): string;
export declare function otherBrandsNames(siteId: string, siteText: string): string[];
export declare function measureBuild(buildDir: string): Promise<MeasuredPage[]>;
export declare function formatTable(pages: MeasuredPage[]): string;
