const excerptLength = 140;

/** A reply or topic body as one short line: whitespace folded, cut with an ellipsis. */
export const excerptOf = (content: string) => {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > excerptLength ? `${flat.slice(0, excerptLength - 1)}…` : flat;
};
