CREATE TABLE `forum_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`topic_id` text NOT NULL,
	`post_id` text,
	`subject_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`topic_id`) REFERENCES `forum_topics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_reports_subject_reporter` ON `forum_reports` (`subject_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `forum_reports_status_created` ON `forum_reports` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `forum_posts` ADD `hidden_at` integer;