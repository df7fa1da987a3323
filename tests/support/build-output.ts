/** Rethrows a failed or killed child build with everything it printed, so a hang shows where it stopped. */
export function withBuildOutput(error: Error & { stdout?: string; stderr?: string; killed?: boolean }): never {
  const how = error.killed ? 'was killed after its timeout' : 'failed';
  throw new Error(`The build ${how}: ${error.message}\n--- stdout ---\n${error.stdout ?? ''}\n--- stderr ---\n${error.stderr ?? ''}`);
}
