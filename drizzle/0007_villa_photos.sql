CREATE TABLE "photo_files" (
	"name" text PRIMARY KEY NOT NULL,
	"photo_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villa_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"villa_id" text NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"src" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_photos_alt_given" CHECK (length(trim("villa_photos"."alt")) > 0),
	CONSTRAINT "villa_photos_storage_valid" CHECK ("villa_photos"."storage" in ('site', 'uploaded'))
);
--> statement-breakpoint
ALTER TABLE "villa_photos" ADD CONSTRAINT "villa_photos_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_files_photo_idx" ON "photo_files" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "villa_photos_villa_idx" ON "villa_photos" USING btree ("villa_id","position");--> statement-breakpoint
-- Each villa's images become its photos, in the same order (issue 15 §3). The seed's photos get
-- their alt text from the seed when it runs anew; photos of an existing database are named by
-- their place until the team describes them in the console. All are the site's own 1600 x 1067.
INSERT INTO "villa_photos" ("id", "villa_id", "position", "alt", "src", "width", "height", "storage")
SELECT substr(md5("villas"."id" || ':' || "image"."position"), 1, 24), "villas"."id",
	"image"."position" - 1, "villas"."name" || ', photo ' || "image"."position", "image"."src",
	1600, 1067, 'site'
FROM "villas", jsonb_array_elements_text("villas"."images") WITH ORDINALITY AS "image"("src", "position");--> statement-breakpoint
ALTER TABLE "villas" DROP COLUMN "images";