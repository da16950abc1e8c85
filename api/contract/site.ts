/** The social networks the footer can link to; each is shown only when its address is set on the server. */
export const socialNetworks = ["github", "x", "linkedin", "youtube"] as const;
export type SocialNetwork = typeof socialNetworks[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** GET /api/site: what every page shows that the server's settings decide. */
export interface SiteAnswer {
  success: true;
  data: { socialLinks: SocialLink[] };
}
