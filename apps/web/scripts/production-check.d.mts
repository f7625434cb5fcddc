/** What in `dist` is development-only; empty when the build is a production build. */
export function developmentRuntimeProblems(dist: string): string[];
/** The problems as one message, the first few listed. */
export function describeProblems(dist: string, problems: string[]): string;
