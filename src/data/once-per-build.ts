/**
 * `make`, its result kept for the rest of the build (one per `key`): every page that asks shares
 * one read. Made afresh on every call under `astro dev`, where the files it reads change.
 */
export function oncePerBuild<A extends unknown[], T>(make: (...args: A) => T, key: (...args: A) => string = () => ''): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    if (import.meta.env.DEV) return make(...args);
    const at = key(...args);
    if (!made.has(at)) made.set(at, make(...args));
    return made.get(at)!;
  };
}
