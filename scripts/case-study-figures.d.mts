/** One shop's figures that need no build: its catalogue and its policies. */
export interface CatalogueFigures {
  name: string;
  products: number;
  collections: number;
  shipping: string;
  shippingArea: string;
  returnWindow: string;
}

export interface WeightFigures {
  homeJsGzip: number;
  homeJsFiles?: number;
}

export interface FiguresReport {
  shops: Record<string, CatalogueFigures & WeightFigures & { lighthouse: unknown }>;
}

export declare const reportFile: string;
export declare const weightTolerance: number;
export declare function catalogueFigures(): Record<'workwear' | 'sailing', CatalogueFigures>;
export declare function weightFigures(
  buildDir: string,
): Promise<Record<'workwear' | 'sailing', Required<WeightFigures>>>;
export declare function staleFigures(
  report: FiguresReport,
  catalogue: Record<string, CatalogueFigures>,
  weights?: Record<string, WeightFigures>,
): string[];
