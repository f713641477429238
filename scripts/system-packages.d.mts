/** The folder of PostgreSQL's server binaries (initdb, pg_ctl, postgres), newest version first. */
export function findPostgresBin(): string | undefined;
/** Installs what is missing when run as root with apt-get; throws with the advice otherwise. */
export function ensureSystemPackages(options?: { log?: (message: string) => void }): void;
