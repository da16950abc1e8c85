-- drizzle-kit writes ADD COLUMN ... REFERENCES without the ON DELETE its snapshot records; it is added by hand below
-- so that deleting a reply or an account keeps the flags that point at them.
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`action` text NOT NULL,
	`actor_id` text,
	`target_user_id` text,
	`subject` text,
	`reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `usage_days` (
	`day` text PRIMARY KEY NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX `user_flags_user`;--> statement-breakpoint
ALTER TABLE `user_flags` ADD `post_id` text REFERENCES forum_posts(id) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
ALTER TABLE `user_flags` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_flags` ADD `resolved_by` text REFERENCES users(id) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
ALTER TABLE `user_flags` ADD `resolved_at` integer;--> statement-breakpoint
CREATE INDEX `user_flags_status_created` ON `user_flags` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_flags_user` ON `user_flags` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `users_admin_list` ON `users` (`created_at`,`name`,`email`);