export interface Token {
  group: string;
  name: string;
  value: string;
}
export declare function readTokens(css?: string): Token[];
/** Each generated file's path and the content it should hold. */
export declare function expected(): Record<string, string>;
