-- A signed contract is a legal record (issue 5 item 6): once its status is 'signed' the row
-- can no longer change, and a signature record never changes. Enforced here so no code path
-- (portal, admin, scripts) can alter what was signed.
CREATE OR REPLACE FUNCTION contracts_signed_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'signed' THEN
    RAISE EXCEPTION 'A signed contract cannot be changed' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_signed_immutable BEFORE UPDATE ON contracts
  FOR EACH ROW EXECUTE FUNCTION contracts_signed_immutable();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_signatures_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A contract signature cannot be changed' USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER contract_signatures_immutable BEFORE UPDATE ON contract_signatures
  FOR EACH ROW EXECUTE FUNCTION contract_signatures_immutable();
