-- Custom SQL (issue 16 item 4): a signed contract and its signature record refuse DELETE as
-- well as UPDATE (migration 0001 covers UPDATE). A direct DELETE of either is refused, from
-- any code path.
--
-- Deleting a whole business (or one of its customers) must still work: those deletions reach
-- contracts and signatures through ON DELETE CASCADE foreign keys, which Postgres runs as
-- internal referential-integrity triggers. Inside a trigger fired by such a cascade,
-- pg_trigger_depth() is greater than 1; a statement issued directly by a client sees 1.
-- So the triggers let a cascaded delete through and refuse a direct one. (A delete issued
-- from inside some other trigger would also pass; no trigger of ours deletes contracts.)
CREATE OR REPLACE FUNCTION contracts_signed_no_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'signed' AND pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'A signed contract cannot be deleted' USING ERRCODE = 'P0001';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_signed_no_delete BEFORE DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION contracts_signed_no_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_signatures_no_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'A contract signature cannot be deleted' USING ERRCODE = 'P0001';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contract_signatures_no_delete BEFORE DELETE ON contract_signatures
  FOR EACH ROW EXECUTE FUNCTION contract_signatures_no_delete();
