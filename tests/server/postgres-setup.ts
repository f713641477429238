import type { TestProject } from 'vitest/node';
import { type PostgresServer, startPostgres } from './services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database of the PostgreSQL server the server tests share. */
    postgresUrl: string;
  }
}

let server: PostgresServer | undefined;

/**
 * One PostgreSQL server for the whole run (each test makes a database of its own on it):
 * started before the first test file, stopped after the last.
 */
export async function setup(project: TestProject): Promise<void> {
  server = await startPostgres();
  project.provide('postgresUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
