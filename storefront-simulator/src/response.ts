/** What the engine answers a request with: its status and GraphQL body, and what it noticed. */

export interface ResponseError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface StorefrontResponse {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: ResponseError[] };
  /** Name (or first root field) of the operation that ran. */
  operation?: string;
  /** `Type.field` pairs the request asked for that the simulator does not model. */
  unknownFields: string[];
  /** Errors a resolver threw by mistake (answered as internal errors), for the log. */
  internalErrors: Error[];
}
