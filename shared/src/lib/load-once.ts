/**
 * `load`, run at most once while it succeeds: every caller shares the first call's promise. A call
 * that fails is forgotten, so the next caller tries again instead of replaying the failure (a chunk
 * download that failed while the connection was down).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
