/**
 * A map that holds at most `maxEntries`: adding one more drops the entry read or written longest ago. Map keeps
 * insertion order, so a hit is moved to the end and the first key is always the one to drop.
 */
export function createLruCache<K, V>(maxEntries: number) {
  const entries = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: K, value: V) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
    delete: (key: K) => entries.delete(key),
    get size() {
      return entries.size;
    },
  };
}
