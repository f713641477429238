import path from 'node:path';

/** The consumer's node_modules links to the repository's: let Turbopack follow them. */
export default {
  turbopack: { root: path.parse(process.cwd()).root },
  outputFileTracingRoot: path.parse(process.cwd()).root,
};
