ALTER TABLE "departments" ADD COLUMN "positions_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- departments.positions_count: the department's live positions, kept by statement-level triggers on
-- positions (one UPDATE of the departments a statement touched, with the net change; none when an
-- update moves nothing). Transition tables need PostgreSQL 10+ (PGlite is 18).
UPDATE "departments" d SET "positions_count" = (SELECT count(*) FROM "positions" p WHERE p."department_id" = d."id" AND p."deleted_at" IS NULL);--> statement-breakpoint
CREATE FUNCTION department_positions_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE departments SET positions_count = 0 WHERE positions_count <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE departments d SET positions_count = d.positions_count + c.n
    FROM (SELECT department_id, count(*)::int AS n FROM new_positions WHERE deleted_at IS NULL GROUP BY department_id) c
    WHERE d.id = c.department_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE departments d SET positions_count = d.positions_count - c.n
    FROM (SELECT department_id, count(*)::int AS n FROM old_positions WHERE deleted_at IS NULL GROUP BY department_id) c
    WHERE d.id = c.department_id;
  ELSE
    UPDATE departments d SET positions_count = d.positions_count + c.n
    FROM (SELECT department_id, sum(n)::int AS n FROM (
        SELECT department_id, 1 AS n FROM new_positions WHERE deleted_at IS NULL
        UNION ALL
        SELECT department_id, -1 FROM old_positions WHERE deleted_at IS NULL) moved
      GROUP BY department_id HAVING sum(n) <> 0) c
    WHERE d.id = c.department_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER positions_count_insert AFTER INSERT ON positions REFERENCING NEW TABLE AS new_positions FOR EACH STATEMENT EXECUTE FUNCTION department_positions_count();--> statement-breakpoint
CREATE TRIGGER positions_count_update AFTER UPDATE ON positions REFERENCING OLD TABLE AS old_positions NEW TABLE AS new_positions FOR EACH STATEMENT EXECUTE FUNCTION department_positions_count();--> statement-breakpoint
CREATE TRIGGER positions_count_delete AFTER DELETE ON positions REFERENCING OLD TABLE AS old_positions FOR EACH STATEMENT EXECUTE FUNCTION department_positions_count();--> statement-breakpoint
CREATE TRIGGER positions_count_truncate AFTER TRUNCATE ON positions FOR EACH STATEMENT EXECUTE FUNCTION department_positions_count();
