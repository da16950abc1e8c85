import { useEffect, useState } from "react";
import type { SiteAnswer, SocialLink } from "../../../api/contract/site.ts";
import { paths } from "../lib/paths.ts";

/**
 * The social links the server names: none until it has answered, and none when it names none or cannot be asked.
 * The footer mounts once per page load (the layout stays across routes), and the answer may be kept five minutes.
 */
export function useSocialLinks(): SocialLink[] {
  const [links, setLinks] = useState<SocialLink[]>([]);
  useEffect(() => {
    let current = true;
    fetch(paths.site, { headers: { Accept: "application/json" } })
      .then((response) => response.ok ? response.json() as Promise<SiteAnswer> : null)
      .then((answer) => current && setLinks(answer?.data.socialLinks ?? []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return links;
}
