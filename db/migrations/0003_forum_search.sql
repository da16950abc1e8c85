-- Full-text search over topics: an external-content FTS5 table (the text lives once, in forum_topics) kept in
-- step by triggers. The update trigger fires only when title or content change, so counting views and replies
-- never rewrites the index. drizzle-kit does not model virtual tables; db/drizzle.config.ts filters them out.
CREATE VIRTUAL TABLE `forum_search` USING fts5(
	title,
	content,
	content = 'forum_topics',
	content_rowid = 'rowid',
	tokenize = 'porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `forum_search_after_insert` AFTER INSERT ON `forum_topics` BEGIN
	INSERT INTO `forum_search` (rowid, title, content) VALUES (new.rowid, new.title, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_search_after_delete` AFTER DELETE ON `forum_topics` BEGIN
	INSERT INTO `forum_search` (`forum_search`, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_search_after_update` AFTER UPDATE OF title, content ON `forum_topics` BEGIN
	INSERT INTO `forum_search` (`forum_search`, rowid, title, content) VALUES ('delete', old.rowid, old.title, old.content);
	INSERT INTO `forum_search` (rowid, title, content) VALUES (new.rowid, new.title, new.content);
END;
--> statement-breakpoint
-- Topics written before this migration get indexed too.
INSERT INTO `forum_search` (`forum_search`) VALUES ('rebuild');
