/** The part of @adobe/structured-data-validator the tests use (the package ships no types). */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
  }

  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    /** Data as `@marbec/web-auto-extractor` gives it: `{ jsonld: { [type]: [objects] } }`. */
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
