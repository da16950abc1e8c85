export type Browser = ReturnType<typeof createBrowser>;

/**
 * Just enough of a browser to drive a redirect flow across two servers with fetch: it keeps cookies (by name,
 * which is enough on one loopback host) and follows redirects one hop at a time, so a test can stop at any hop.
 */
export function createBrowser() {
  const cookies = new Map<string, string>();

  async function request(url: URL, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired || !value) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }

  return {
    /**
     * Requests `url` with `init`, then follows redirects with GETs. Stops before fetching a URL for which `until`
     * is true, or at the first answer that is not a redirect; answers where it stopped.
     */
    async navigate(url: string | URL, init: RequestInit = {}, until: (next: URL) => boolean = () => false) {
      let current = new URL(url);
      let response = await request(current, init);
      for (let hops = 0; hops < 20; hops += 1) {
        const location = response.headers.get("location");
        await response.body?.cancel();
        if (response.status < 300 || response.status > 399 || !location) {
          return { url: current, status: response.status };
        }
        current = new URL(location, current);
        if (until(current)) return { url: current, status: response.status };
        response = await request(current);
      }
      throw new Error(`too many redirects, last at ${current}`);
    },
  };
}
