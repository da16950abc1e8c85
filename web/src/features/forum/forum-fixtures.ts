import type { ForumCategory, ForumPost, ForumTopic } from "../../../../api/contract/forum.ts";

export const categories: ForumCategory[] = [
  { _id: "cat-1", name: "Formulas", slug: "formulas", description: "" },
  { _id: "cat-2", name: "VBA & Macros", slug: "vba-macros", description: "" },
];

export function makeTopic(overrides: Partial<ForumTopic> = {}): ForumTopic {
  return {
    _id: "topic-1",
    title: "How do I sum only closed deals?",
    content: "I have deals in B2:B50 and a status in D2:D50.",
    author: { _id: "user-2", id: "user-2", name: "Grace Hopper" },
    category: "cat-1",
    views: 12,
    repliesCount: 1,
    lastPostAt: "2026-11-20T10:00:00.000Z",
    createdAt: "2026-11-19T10:00:00.000Z",
    ...overrides,
  };
}

export function makePost(overrides: Partial<ForumPost> = {}): ForumPost {
  return {
    _id: "post-1",
    topicId: "topic-1",
    content: "Use **SUMIFS**.",
    createdAt: "2026-11-20T10:00:00.000Z",
    author: { _id: "user-3", id: "user-3", name: "Alan Turing" },
    ...overrides,
  };
}
