CREATE TABLE `forum_topic_counts` (
	`scope` text PRIMARY KEY NOT NULL,
	`topics` integer NOT NULL
);
--> statement-breakpoint
-- Kept in step with forum_topics by the triggers below (deletes that cascade from an account fire them too), and
-- filled once from what is already there.
CREATE TRIGGER `forum_topic_counts_after_insert` AFTER INSERT ON `forum_topics` BEGIN
	INSERT INTO `forum_topic_counts` (scope, topics) VALUES ('all', 1), ('c:' || new.category_id, 1), ('a:' || new.author_id, 1)
		ON CONFLICT (scope) DO UPDATE SET topics = topics + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `forum_topic_counts_after_delete` AFTER DELETE ON `forum_topics` BEGIN
	UPDATE `forum_topic_counts` SET topics = topics - 1 WHERE scope IN ('all', 'c:' || old.category_id, 'a:' || old.author_id);
END;
--> statement-breakpoint
CREATE TRIGGER `forum_topic_counts_after_move` AFTER UPDATE OF category_id, author_id ON `forum_topics` BEGIN
	UPDATE `forum_topic_counts` SET topics = topics - 1 WHERE scope IN ('c:' || old.category_id, 'a:' || old.author_id);
	INSERT INTO `forum_topic_counts` (scope, topics) VALUES ('c:' || new.category_id, 1), ('a:' || new.author_id, 1)
		ON CONFLICT (scope) DO UPDATE SET topics = topics + 1;
END;
--> statement-breakpoint
INSERT INTO `forum_topic_counts` (scope, topics)
	SELECT 'all', count(*) FROM `forum_topics`
	UNION ALL SELECT 'c:' || category_id, count(*) FROM `forum_topics` GROUP BY category_id
	UNION ALL SELECT 'a:' || author_id, count(*) FROM `forum_topics` GROUP BY author_id;
