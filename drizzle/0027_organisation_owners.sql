ALTER TABLE "users" ADD COLUMN "owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An installation from before owners ran one building: its admins there ran the organisation.
UPDATE "users" SET "owner" = true
WHERE "id" IN (
  SELECT "user_id" FROM "user_roles"
  WHERE "role" = 'admin'
    AND "property_id" = (SELECT "id" FROM "properties" ORDER BY "created_at", "id" LIMIT 1)
);
