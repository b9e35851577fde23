"""The server's own functions (PostgreSQL): how a station writes, so that only the server
writes the ledger, the change history and the entry ids.

On a server the station and reader roles may not write a row of the hand log, a table's
summary, the round clock, the ledger, the change counter, the change history or the ids of
changes applied (`storage.grants`). A hand (or a correction, a void, paper totals) and a
round clock event go through `riichi_append` and `riichi_clock`, owned by the owner role
(SECURITY DEFINER, a fixed `search_path`, every table named with its schema): they take the
write gate shared (an organiser's change takes it alone: `storage.closing.serialise`), check
that the table is open to the caller, write the rows with the server's time and the caller's
database user, build the ledger's links themselves (the same digests and hashes as
`storage.digests`: a test holds the two to the same bytes), move the change counter, and
record the change and its entry id (`riichi_close`). So nothing a station sends can put a
link, a time, a change number or an entry id into the tournament that the server did not
make, and a hand can no longer cross an approval: the approval holds the gate alone, and a
hand waits for it, then finds the round approved.

The organiser's station (the owner) writes through the same functions for its hands and
clock; its other changes are written by `storage.writer`, sealed by `storage.closing`.

The SQL here names the schema as `__S__`; `statements(schema)` gives it for one schema. No
`%` is written in it (the driver would take it for a placeholder).
"""

from __future__ import annotations

from tournament.organisation import CALL_WINDOW, CALLS_PER_TABLE, REFEREE_REASONS
from tournament.storage.changes import KEEP_CHANGES
from tournament.storage.sql import Db

NOW = "to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
_REASONS = ", ".join(f"'{r}'" for r in REFEREE_REASONS)
# How far a station's clock may be from the server's (seconds): a hand's moment is its
# station's (the table's result is made with it), held to the server's time.
SKEW = 120

# Who owns the tables: not bound to the current round (an approved table it unlocked is
# corrected at its desk).
_OWNER = ("pg_has_role(session_user, (SELECT c.relowner FROM pg_catalog.pg_class c "
          "WHERE c.oid = '__S__.hand_log'::regclass), 'USAGE')")

_FUNCTIONS = (
    # A text as JSON writes it (`digests.digest`: null, or a string with JSON's escapes).
    """CREATE OR REPLACE FUNCTION __S__.riichi_json(v text) RETURNS text
    LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp
    AS $$ SELECT coalesce(to_json(v)::text, 'null') $$""",
    # `digests.link_hash`.
    """CREATE OR REPLACE FUNCTION __S__.riichi_link_hash(p_prev text, p_seq bigint, p_at text,
        p_counter bigint, p_station text, p_person text, p_item text, p_label text,
        p_digest text) RETURNS text
    LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp
    AS $$ SELECT encode(sha256(convert_to('[' || __S__.riichi_json(p_prev) || ',' || p_seq
        || ',' || __S__.riichi_json(p_at) || ',' || p_counter || ','
        || __S__.riichi_json(p_station) || ',' || __S__.riichi_json(p_person) || ','
        || __S__.riichi_json(p_item) || ',' || __S__.riichi_json(p_label) || ','
        || __S__.riichi_json(p_digest) || ']', 'UTF8')), 'hex') $$""",
    # The end of a change (`closing.close_change`): its entry id (refused when applied
    # already: {"applied": the digest stored with it}), the counter moved on, the ledger's
    # links (`p_links`: [item, label, digest] of each fact written, then the change's own),
    # the change's row, its announcement; returns {"counter", "at", "others"}.
    """CREATE OR REPLACE FUNCTION __S__.riichi_close(p_links jsonb, p_what text, p_at text,
        p_station text, p_person text, p_entry_id text, p_intent text, p_seen bigint,
        p_notify boolean) RETURNS jsonb
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $$
    DECLARE
        v_mine bigint; v_seq bigint; v_prev text; v_hash text; v_link jsonb;
        v_others jsonb; v_stored text;
        -- (`riichi_link_hash` written out: the parts every link of the change shares.)
        v_at_json text := to_json(p_at)::text;
        v_who_json text := to_json(p_station)::text || ',' || to_json(p_person)::text;
    BEGIN
        IF p_entry_id IS NOT NULL THEN
            SELECT coalesce(digest, '') INTO v_stored FROM __S__.applied_entries
                WHERE entry_id = p_entry_id;
            IF FOUND THEN
                RETURN jsonb_build_object('applied', v_stored);
            END IF;
        END IF;
        UPDATE __S__.change_counter SET value = value + 1 WHERE id = 1 RETURNING value
            INTO v_mine;
        IF v_mine IS NULL THEN
            INSERT INTO __S__.change_counter (id, value) VALUES (1, 1);
            v_mine := 1;
        END IF;
        SELECT seq, hash INTO v_seq, v_prev FROM __S__.ledger ORDER BY seq DESC LIMIT 1;
        v_seq := coalesce(v_seq, 0);
        v_prev := coalesce(v_prev, '');
        SELECT coalesce(jsonb_agg(jsonb_build_array(counter, at, station, person, what)
                                  ORDER BY counter), '[]'::jsonb)
            INTO v_others FROM __S__.changes WHERE counter > p_seen AND counter < v_mine;
        FOR v_link IN SELECT value FROM jsonb_array_elements(p_links || jsonb_build_array(
                jsonb_build_array('change', 'change ' || v_mine,
                    encode(sha256(convert_to('[' || v_mine || ']', 'UTF8')), 'hex')))) LOOP
            v_seq := v_seq + 1;
            v_hash := encode(sha256(convert_to('[' || to_json(v_prev)::text || ',' || v_seq
                || ',' || v_at_json || ',' || v_mine || ',' || v_who_json || ','
                || to_json(v_link->>0)::text || ',' || to_json(v_link->>1)::text || ','
                || to_json(v_link->>2)::text || ']', 'UTF8')), 'hex');
            INSERT INTO __S__.ledger (seq, at, counter, station, person, item, label, digest,
                                      prev, hash)
                VALUES (v_seq, p_at, v_mine, p_station, p_person, v_link->>0, v_link->>1,
                        v_link->>2, v_prev, v_hash);
            v_prev := v_hash;
        END LOOP;
        IF p_entry_id IS NOT NULL THEN
            INSERT INTO __S__.applied_entries (entry_id, counter, at, digest)
                VALUES (p_entry_id, v_mine, p_at, p_intent) ON CONFLICT DO NOTHING;
            IF NOT FOUND THEN  -- applied by another transaction meanwhile
                SELECT coalesce(digest, '') INTO v_stored FROM __S__.applied_entries
                    WHERE entry_id = p_entry_id;
                RETURN jsonb_build_object('applied', v_stored);
            END IF;
        END IF;
        INSERT INTO __S__.changes (counter, at, station, person, what)
            VALUES (v_mine, p_at, p_station, p_person, p_what);
        IF p_notify THEN
            PERFORM pg_notify('riichi_tournament', v_mine || ' ' || p_what);
        END IF;
        IF mod(v_mine, 50) = 0 THEN
            DELETE FROM __S__.changes WHERE counter <= v_mine - __KEEP__;
        END IF;
        RETURN jsonb_build_object('counter', v_mine, 'at', p_at, 'others', v_others);
    END $$""",
    # A table's new hand-log entries ([seq, kind, target, payload, who, why] each) and its
    # summary, as one change. {"taken": [station, person, at]}: another station wrote this
    # place of the log (or this log entry id) first.
    """CREATE OR REPLACE FUNCTION __S__.riichi_append(p_table bigint, p_entries jsonb,
        p_summary_seq integer, p_summary text, p_at text, p_station text, p_person text,
        p_entry_id text, p_log_entry_id text, p_intent text, p_seen bigint,
        p_notify boolean) RETURNS jsonb
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $$
    DECLARE
        v_at text := p_at;
        v_user text := session_user;
        v_off double precision;
        v_round integer; v_number integer; v_place text; v_first boolean := true;
        v_e jsonb; v_id bigint; v_links jsonb := '[]'::jsonb; v_last record;
        v_seq integer; v_kind text; v_target integer; v_payload text; v_who text;
        v_why text; v_log_id text;
    BEGIN
        IF p_station IS NULL OR p_person IS NULL OR jsonb_typeof(p_entries) <> 'array'
                OR jsonb_array_length(p_entries) = 0 THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
                MESSAGE = 'riichi_append: entries, station and person are needed';
        END IF;
        -- The entries' moment (the table's result is made with it): the station's clock,
        -- which must agree with the server's.
        IF v_at IS NULL OR v_at !~ ('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:'
                                    || '[0-9]{2}[.][0-9]{3}Z$') THEN
            RAISE EXCEPTION USING ERRCODE = '22007',
                MESSAGE = 'riichi_append: the entries'' moment is not one (ISO 8601, UTC)';
        END IF;
        v_off := extract(epoch FROM clock_timestamp() - v_at::timestamptz);
        IF abs(v_off) > __SKEW__ THEN
            RAISE EXCEPTION USING ERRCODE = '22008', MESSAGE = 'this station''s clock is '
                || round(abs(v_off))::bigint || ' seconds '
                || CASE WHEN v_off < 0 THEN 'ahead of' ELSE 'behind' END
                || ' the server''s: set it right, then enter the hand again';
        END IF;
        LOCK TABLE __S__.gate IN ROW SHARE MODE;
        SELECT r.number, t.number INTO v_round, v_number FROM __S__.tables t
            JOIN __S__.rounds r ON r.id = t.round_id
            WHERE t.id = p_table AND NOT t.locked AND (__OWNER__ OR (r.approved_at IS NULL
                AND r.number = (SELECT max(number) FROM __S__.rounds)));
        IF NOT FOUND THEN
            RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = 'table ' || p_table
                || ' is closed to this station: locked, of an approved round or not of '
                || 'the current one';
        END IF;
        v_place := 'round ' || v_round || ', table ' || v_number;
        FOR v_e IN SELECT value FROM jsonb_array_elements(p_entries) LOOP
            v_seq := (v_e->>0)::integer;
            v_kind := v_e->>1;
            v_target := (v_e->>2)::integer;
            v_payload := v_e->>3;
            v_who := coalesce(v_e->>4, '');
            v_why := coalesce(v_e->>5, '');
            v_log_id := CASE WHEN v_first THEN p_log_entry_id END;
            v_id := NULL;
            INSERT INTO __S__.hand_log (table_id, seq, kind, target, payload, who, at, why,
                                        station, person, entry_id, db_user)
                VALUES (p_table, v_seq, v_kind, v_target, v_payload, v_who, v_at, v_why,
                        p_station, p_person, v_log_id, v_user)
                ON CONFLICT DO NOTHING RETURNING id INTO v_id;
            IF v_id IS NULL THEN
                SELECT station, person, at INTO v_last FROM __S__.hand_log
                    WHERE table_id = p_table ORDER BY seq DESC LIMIT 1;
                RETURN jsonb_build_object('taken', jsonb_build_array(
                    coalesce(v_last.station, ''), coalesce(v_last.person, ''),
                    coalesce(v_last.at, v_at)));
            END IF;
            v_links := v_links || jsonb_build_array(jsonb_build_array(
                'hand_log:' || v_id,
                'hand log of ' || v_place || ', entry ' || v_seq || ' (' || v_kind || ')',
                encode(sha256(convert_to('[' || v_id || ',' || p_table || ',' || v_seq || ','
                    || __S__.riichi_json(v_kind) || ',' || coalesce(v_target::text, 'null')
                    || ',' || __S__.riichi_json(v_payload) || ',' || __S__.riichi_json(v_who)
                    || ',' || __S__.riichi_json(v_at) || ',' || __S__.riichi_json(v_why)
                    || ',' || __S__.riichi_json(p_station) || ','
                    || __S__.riichi_json(p_person) || ',' || __S__.riichi_json(v_log_id)
                    || ',' || __S__.riichi_json(v_user) || ']', 'UTF8')), 'hex')));
            v_first := false;
        END LOOP;
        INSERT INTO __S__.table_states (table_id, seq, summary)
            VALUES (p_table, p_summary_seq, p_summary)
            ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, summary = excluded.summary;
        v_links := v_links || jsonb_build_array(jsonb_build_array(
            'table_states:' || p_table, 'result of ' || v_place,
            encode(sha256(convert_to('[' || p_table || ',' || p_summary_seq || ','
                || __S__.riichi_json(p_summary) || ']', 'UTF8')), 'hex')));
        RETURN __S__.riichi_close(v_links,
            '{"tables":[[' || v_round || ',' || v_number || ']]}', v_at, p_station, p_person,
            p_entry_id, p_intent, p_seen, p_notify);
    END $$""",
    # Round clock events ([kind, at, minutes, warning, table, who, note] each) as one change:
    # the current round's clock (any round's, for the owner).
    """CREATE OR REPLACE FUNCTION __S__.riichi_clock(p_round integer, p_events jsonb,
        p_station text, p_person text, p_entry_id text, p_intent text, p_seen bigint,
        p_notify boolean) RETURNS jsonb
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $$
    DECLARE
        v_at text := __NOW__;
        v_e jsonb; v_seq integer;
    BEGIN
        IF p_station IS NULL OR p_person IS NULL OR jsonb_typeof(p_events) <> 'array'
                OR jsonb_array_length(p_events) = 0 THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
                MESSAGE = 'riichi_clock: events, station and person are needed';
        END IF;
        LOCK TABLE __S__.gate IN ROW SHARE MODE;
        IF NOT __OWNER__ AND p_round IS DISTINCT FROM (SELECT max(number)
                                                         FROM __S__.rounds) THEN
            RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = 'round ' || p_round
                || ' is not the current round: its clock is the organiser''s';
        END IF;
        FOR v_e IN SELECT value FROM jsonb_array_elements(p_events) LOOP
            SELECT coalesce(max(seq), 0) + 1 INTO v_seq FROM __S__.clock_events
                WHERE round_number = p_round;
            INSERT INTO __S__.clock_events (round_number, seq, kind, at, minutes, warning,
                                            table_number, who, note, station, person)
                VALUES (p_round, v_seq, v_e->>0, coalesce(v_e->>1, v_at),
                        (v_e->>2)::integer, (v_e->>3)::integer, (v_e->>4)::integer,
                        coalesce(v_e->>5, ''), coalesce(v_e->>6, ''), p_station, p_person);
        END LOOP;
        RETURN __S__.riichi_close('[]'::jsonb, '{"clock":[' || p_round || ']}', v_at,
            p_station, p_person, p_entry_id, p_intent, p_seen, p_notify);
    END $$""",
    # A table's call for a referee (`closing.call_referee`, the same rules): the table must
    # be of the current round; a table with an open call is answered it ({"open": id}); one
    # that made __CALLS__ calls in the last __WINDOW__ seconds is told to wait ({"refused":
    # "too_many_calls", "wait": seconds}); else the call is written as one change
    # ({"call": id, "counter", ...}). Two calls of one table wait for each other (its row).
    """CREATE OR REPLACE FUNCTION __S__.riichi_call(p_round integer, p_table integer,
        p_reason text, p_station text, p_person text, p_entry_id text, p_intent text,
        p_seen bigint, p_notify boolean) RETURNS jsonb
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $$
    DECLARE
        v_at text := __NOW__;
        v_id bigint; v_nth text; v_done jsonb;
    BEGIN
        IF p_station IS NULL OR p_person IS NULL OR p_reason IS NULL
                OR p_reason NOT IN (__REASONS__) THEN
            RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'riichi_call: a reason ('
                || '__REASON_LIST__), the station and the person are needed';
        END IF;
        LOCK TABLE __S__.gate IN ROW SHARE MODE;
        PERFORM 1 FROM __S__.tables t JOIN __S__.rounds r ON r.id = t.round_id
            WHERE r.number = p_round AND t.number = p_table
            AND r.number = (SELECT max(number) FROM __S__.rounds) FOR NO KEY UPDATE OF t;
        IF NOT FOUND THEN
            RETURN jsonb_build_object('refused', 'not_current_round');
        END IF;
        SELECT id INTO v_id FROM __S__.referee_calls WHERE round_number = p_round
            AND table_number = p_table AND closed_at IS NULL ORDER BY id LIMIT 1;
        IF FOUND THEN
            RETURN jsonb_build_object('open', v_id);
        END IF;
        SELECT at INTO v_nth FROM __S__.referee_calls WHERE round_number = p_round
            AND table_number = p_table AND at > to_char((clock_timestamp()
                - interval '__WINDOW__ seconds') AT TIME ZONE 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            ORDER BY at DESC OFFSET __CALLS__ - 1 LIMIT 1;
        IF FOUND THEN
            RETURN jsonb_build_object('refused', 'too_many_calls', 'wait', greatest(1, ceil(
                __WINDOW__ - extract(epoch FROM clock_timestamp() - v_nth::timestamptz))));
        END IF;
        INSERT INTO __S__.referee_calls (round_number, table_number, reason, at, station,
                                         person, closed_at, closed_by, closed_station)
            VALUES (p_round, p_table, p_reason, v_at, p_station, p_person, NULL, '', '')
            RETURNING id INTO v_id;
        v_done := __S__.riichi_close('[]'::jsonb, '{"calls":true}', v_at, p_station,
            p_person, p_entry_id, p_intent, p_seen, p_notify);
        RETURN v_done || jsonb_build_object('call', v_id);
    END $$""",
    # A call closed by a desk, as one change ({"refused": "no_such_call"}: none open).
    """CREATE OR REPLACE FUNCTION __S__.riichi_call_done(p_call bigint, p_who text,
        p_station text, p_person text, p_entry_id text, p_intent text, p_seen bigint,
        p_notify boolean) RETURNS jsonb
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $$
    DECLARE
        v_at text := __NOW__;
        v_done jsonb;
    BEGIN
        IF p_station IS NULL OR p_person IS NULL OR p_who IS NULL THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
                MESSAGE = 'riichi_call_done: who, the station and the person are needed';
        END IF;
        LOCK TABLE __S__.gate IN ROW SHARE MODE;
        UPDATE __S__.referee_calls SET closed_at = v_at, closed_by = p_who,
            closed_station = p_station WHERE id = p_call AND closed_at IS NULL;
        IF NOT FOUND THEN
            RETURN jsonb_build_object('refused', 'no_such_call');
        END IF;
        v_done := __S__.riichi_close('[]'::jsonb, '{"calls":true}', v_at, p_station,
            p_person, p_entry_id, p_intent, p_seen, p_notify);
        RETURN v_done || jsonb_build_object('call', p_call);
    END $$""",
    # Whether an organiser password is set, without its hash (the stations may not read it).
    """CREATE OR REPLACE FUNCTION __S__.riichi_has_password() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $$ SELECT password IS NOT NULL FROM __S__.settings WHERE id = 1 $$""",
    # The change counter moves on by one, never by more or back.
    """CREATE OR REPLACE FUNCTION __S__.riichi_counter_step() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
    AS $$ BEGIN
        IF NEW.id IS DISTINCT FROM OLD.id OR NEW.value IS DISTINCT FROM OLD.value + 1 THEN
            RAISE EXCEPTION USING ERRCODE = '42501',
                MESSAGE = 'the change counter only moves on by one';
        END IF;
        RETURN NEW;
    END $$""",
    "DROP TRIGGER IF EXISTS riichi_counter_step ON __S__.change_counter",
    """CREATE TRIGGER riichi_counter_step BEFORE UPDATE ON __S__.change_counter
    FOR EACH ROW EXECUTE FUNCTION __S__.riichi_counter_step()""",
    # (Schema 10 and before: a station pruned the change history through this function.)
    "DROP FUNCTION IF EXISTS __S__.riichi_prune_changes()",
)

# The functions a station may call; every other is the owner's alone.
STATION = ("riichi_append(bigint, jsonb, integer, text, text, text, text, text, text, text, "
           "bigint, boolean)",
           "riichi_clock(integer, jsonb, text, text, text, text, bigint, boolean)",
           "riichi_call(integer, integer, text, text, text, text, text, bigint, boolean)",
           "riichi_call_done(bigint, text, text, text, text, text, bigint, boolean)",
           "riichi_has_password()")
READER = ("riichi_has_password()",)
ALL = (*STATION, "riichi_close(jsonb, text, text, text, text, text, text, bigint, boolean)",
       "riichi_json(text)", "riichi_link_hash(text, bigint, text, bigint, text, text, text, "
       "text, text)", "riichi_counter_step()")


def statements(schema: str) -> list[str]:
    """The functions (and the counter's trigger) for the schema `schema` (quoted), every
    one taken back from PUBLIC."""
    out = [f.replace("__NOW__", NOW).replace("__OWNER__", _OWNER).replace("__SKEW__", str(SKEW))
           .replace("__KEEP__", str(KEEP_CHANGES)).replace("__CALLS__", str(CALLS_PER_TABLE))
           .replace("__WINDOW__", str(CALL_WINDOW)).replace("__REASONS__", _REASONS)
           .replace("__REASON_LIST__", ", ".join(REFEREE_REASONS)).replace("__S__", schema)
           for f in _FUNCTIONS]
    out += [f"REVOKE ALL ON FUNCTION {schema}.{f} FROM PUBLIC" for f in ALL]
    return out


def install(db: Db) -> None:
    """Create (or replace) the functions in the current schema, as the tables' owner."""
    schema = db.scalar("SELECT quote_ident(current_schema())")
    cursor = db.raw.cursor()
    try:
        for statement in statements(str(schema)):
            cursor.execute(statement)
    finally:
        cursor.close()


__all__ = ["ALL", "READER", "STATION", "install", "statements"]
