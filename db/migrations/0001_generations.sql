CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `generations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`platform` text NOT NULL,
	`content` text NOT NULL,
	`explanation` text NOT NULL,
	`steps` text NOT NULL,
	`functions` text NOT NULL,
	`checks` text NOT NULL,
	`provider` text NOT NULL,
	`fallback` text,
	`timestamp` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `generations_user_kind_created` ON `generations` (`user_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `generations_kind_timestamp` ON `generations` (`kind`,`timestamp`);--> statement-breakpoint
CREATE TABLE `ratings` (
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`rater` text NOT NULL,
	`value` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `rater`),
	FOREIGN KEY (`item_id`) REFERENCES `generations`(`id`) ON UPDATE no action ON DELETE cascade
);
