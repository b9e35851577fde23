"""Entry from the tables' phones: each table of a round has a code, and whoever has it (the
table's players, its table referee) enters that table's hands from a phone, through the same
core checks and the same hand log path as the desk (`TablesPart.record_hand`), as the station
"table T (phone)".

- The organiser issues the codes (`issue_codes`: random, from `secrets`, new for each
  round, stored) and switches phone entry off and on for a round or a table
  (`switch_entry`); both are organiser actions with an audit line.
- A phone's code is checked in constant time (`check_code`), against the code stored
  now (a code issued again takes effect at once).
- `table` is what a phone shows of its table; `check_hand` what a hand would pay
  (nothing stored); `record_hand` writes it, once per entry id: a phone that lost the
  answer sends the hand again with the same id and gets the stored one, never a second.
- `entry` is the desk's list: which tables have a code, may enter, and entered by phone.

`seen` (what the phone saw of its table) is the table's own change counter: the number of
entries of its hand log (hands, corrections, voids, undos, redos, totals; 0: nothing yet). A
hand sent with a `seen` below it was entered while somebody else changed the table, and is
refused as `table_changed`, naming that station and person.

Refusals are `InvalidInput` issues, as everywhere in the service; their codes say what kind
of refusal it is (`CLOSED`: entry is closed for the table; `table_changed`: see above;
anything else: the hand is wrong).
"""

from __future__ import annotations

import hmac
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tournament.errors import AlreadySaved, InvalidInput, StoreError
from tournament.games.record_json import hand_to_dict
from tournament.issue_codes import IssueCode
from tournament.model import HandRecord, HandResult, Issue, Outcome
from tournament.organisation import PhoneEntry, RefereeCall, TableSeating
from tournament.service.arguments import Role, issue, refuse
from tournament.service.conflicts import table_changed
from tournament.service.phone_hand import counted_by_yaku, phone_rules
from tournament.service.values import Changes
from tournament.storage import Transaction, day
from tournament.words.free_text import check_person

if TYPE_CHECKING:
    from tournament.service.facade import Tournament

# Letters and digits that cannot be taken for one another on paper or a phone's keyboard
# (no 0/O, 1/I/L): 31 signs, 6 of them: 887 million codes per table, against at most 10
# wrong tries a minute at one table from one address, and 60 at all tables (the web
# server's limits).
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
# A phone's entry id (made by the page: a UUID, or anything of these signs).
_ENTRY_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")
# Issue codes that mean "entry is closed for this table" (the web API's 423).
CLOSED = frozenset({"entry_off", "table_locked", "round_approved", "not_current_round"})
# What `entry` counts as a phone's station.
_PHONE_STATIONS = "table % (phone)"
# A phone's own key (made by the page once, kept in its storage) and its default name.
_PHONE_KEY = re.compile(r"[A-Za-z0-9_-]{8,64}")
_PHONE_NUMBER = re.compile(r"phone ([1-9][0-9]{0,3})")



def phone_station(table: int) -> str:
    """The station a table's phone writes as: shown so in the log and the audit trail."""
    return f"table {table} (phone)"


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as typed: case, spaces and dashes do not matter."""
    return re.sub(r"[\s-]", "", text).upper()


@dataclass(frozen=True, slots=True)
class PhoneHand:
    """One hand of a table as a phone shows it."""

    outcome: str
    summary: str  # "Ron: Bea from Anna, 3 han 40 fu" (English; a page words `hand`)
    deltas: tuple[int, int, int, int]
    station: str  # where it was entered ("table 3 (phone)", "Desk 2")
    person: str = ""  # who, there: the phone's name ("phone 2"), the person at the desk
    hand: dict[str, Any] = field(default_factory=dict)  # the game record format


@dataclass(frozen=True, slots=True)
class PhoneTable:
    """A table as its phone shows it (the API's table)."""

    round: int
    table: int
    players: tuple[str, str, str, str]  # by seat, East to North of the first hand
    dealer: int  # the seat that deals the next hand
    round_wind: str  # "E", "S", "W", "N"
    hand_number: int
    honba: int
    sticks: int
    scores: tuple[int, int, int, int]
    hands: tuple[PhoneHand, ...]
    seen: int  # the table's change counter (see the module's docstring)
    finished: bool
    locked: bool
    referee: RefereeCall | None = None  # the table's open call for a referee
    phone_entry: str = PhoneEntry.BOTH.value  # how a win's value is given (the setting)
    standings_hidden_from: int | None = None  # the players' standings stop before it

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "table": self.table, "players": list(self.players),
                "dealer": self.dealer, "round_wind": self.round_wind,
                "hand_number": self.hand_number, "honba": self.honba, "sticks": self.sticks,
                "scores": list(self.scores),
                "hands": [{"outcome": h.outcome, "summary": h.summary,
                           "deltas": list(h.deltas), "station": h.station,
                           "person": h.person, "hand": h.hand}
                          for h in self.hands],
                "seen": self.seen, "finished": self.finished, "locked": self.locked,
                "referee": None if self.referee is None else {
                    "call": self.referee.id, "reason": self.referee.reason,
                    "at": self.referee.at},
                "phone_entry": self.phone_entry,
                "standings_hidden_from": self.standings_hidden_from}


@dataclass(frozen=True, slots=True)
class PhoneCheck:
    """A hand checked as a table's next, nothing stored."""

    problems: tuple[Issue, ...]
    deltas: tuple[int, int, int, int] | None  # who pays what (None: it cannot be saved)
    next: str  # "East 2, 1 honba", "game over", or "" when it cannot be saved
    # Each win's value as counted (by the core from its yaku, when the phone gave them):
    # {"winner", "han", "fu", "yakuman", "yaku": [[id, han], ...], "dora"}.
    wins: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class PhoneEntryLine:
    """One table of a round, for the desk: may its phone enter, and did it?"""

    table: int
    code: bool  # a code is issued
    on: bool  # phone entry is on for it (and for its round)
    hands: int  # hand log entries made from its phone
    last_at: str  # when the last of them was made ("" for none)


class PhonesPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        # Each table's phones by their key -> name ("phone 2", or the name one was given),
        # in memory: a phone keeps its name in its own storage and gives it back after a
        # restart of the server (`name`).
        self._names: dict[tuple[int, int], dict[str, str]] = {}
        # Each table's log entries' stations and persons (see `_known_stations`).
        self._stations: dict[int, dict[int, tuple[str, str]]] = {}

    # -- the organiser: codes and switches --------------------------------------------------
    def _organiser_only(self, what: str) -> None:
        if self._t.role is not Role.ORGANISER:
            raise refuse(issue(IssueCode.NOT_ALLOWED, "role", f"a referee station cannot {what}: "
                               f"only the organiser", role=self._t.role.value, action=what))

    def _round_tables(self, round: int, table: int | None) -> list[int]:
        tables = [s.table for s in self._t.rounds.seating(round)]
        if not tables:
            raise refuse(issue(IssueCode.NO_SUCH_ROUND, "round", f"round {round} is not seated",
                               round=round))
        if table is not None:
            self._t._seating(round, table)
            return [table]
        return tables

    def codes(self, round: int) -> dict[int, str]:
        """Each table's phone code in a round (organiser only; tables without one are left
        out: `issue_codes` makes them)."""
        self._organiser_only("read the tables' codes")
        self._round_tables(round, None)
        with self._t._store.reading() as s:
            return day.table_codes(s, round)

    def issue_codes(self, round: int, *, new: bool = False, table: int | None = None,
                    who: str = "") -> tuple[dict[int, str], Changes]:
        """Give every table of `round` that has none a code (`new`: a fresh code, in place of
        the one it had, to every table, or to `table` only); returns every table's code. A
        code is random (`secrets`), differs from the other tables' codes of the round and
        from the table's earlier one. Organiser only; an audit line (without the codes).
        Nothing to issue: nothing written, Changes() returned."""
        self._organiser_only("issue the tables' codes")
        chosen = self._round_tables(round, table)
        with self._t._store.reading() as s:
            codes = day.table_codes(s, round)
        wanted = [t for t in chosen if new or t not in codes]
        if not wanted:
            return dict(sorted(codes.items())), Changes()
        made: dict[int, str] = {}
        taken = set(codes.values())
        for t in wanted:
            code = new_code()
            while code in taken:
                code = new_code()
            taken.add(code)
            made[t] = code

        def write(s: Transaction) -> None:
            for t, code in made.items():
                s.write.set_table_code(round, t, code)

        listed = ", ".join(str(t) for t in made)
        _, changes = self._t._commit(write, Changes(), audit="issue_table_codes", who=who,
                                  round=round, table=table,
                                  detail=f"round {round}: {'new ' if new else ''}codes for "
                                         f"table{'s' if len(made) > 1 else ''} {listed}")
        return dict(sorted((codes | made).items())), changes

    def switch_entry(self, round: int, on: bool, *, table: int | None = None,
                     who: str = "") -> Changes:
        """Switch entry from the phones on or off for a round, or one table of it
        (organiser only; an audit line). A table is open to its phone when neither its
        round's switch nor its own is off."""
        self._organiser_only("switch phone entry")
        self._round_tables(round, table)

        def write(s: Transaction) -> None:
            s.write.set_entry_switch(round, table or 0, on)

        where = f"round {round}" + (f" table {table}" if table is not None else "")
        _, changes = self._t._commit(write, Changes(), audit="phone_entry_on" if on
                                  else "phone_entry_off", who=who, round=round, table=table,
                                  detail=f"{where}: phone entry {'on' if on else 'off'}")
        return changes

    def entry(self, round: int) -> tuple[PhoneEntryLine, ...]:
        """The desk's view of a round's phones: per table, whether it has a code, whether
        its phone may enter, and how many log entries it made (and when the last)."""
        tables = self._t.rounds.seating(round)
        with self._t._store.reading() as s:
            switches = day.entry_switches(s, round)
            # (a referee station's database role reads them too: it checks a phone's code)
            issued = set(day.table_codes(s, round))
            made = day.entries_like(s, _PHONE_STATIONS)
        by_id = {seating.id: seating for seating in tables}
        counts: dict[int, tuple[int, str]] = {}
        for table_id, station, count, at in made:
            seating = by_id.get(table_id)
            if seating is not None and station == phone_station(seating.table):
                counts[seating.table] = (count, at)
        round_on = switches.get(0, True)
        return tuple(PhoneEntryLine(
            table=seating.table, code=seating.table in issued,
            on=round_on and switches.get(seating.table, True),
            hands=counts.get(seating.table, (0, ""))[0],
            last_at=counts.get(seating.table, (0, ""))[1]) for seating in tables)

    # -- a table's phone --------------------------------------------------------------------
    def check_code(self, round: int, table: int, code: str) -> bool:
        """Is `code` this table's code now? Compared in constant time; a table without a
        code (or of no round) has none that matches."""
        with self._t._store.reading() as s:
            stored = day.table_code(s, round, table)
        return _same_code(code, stored)

    def _first_look(self, round: int, table: int, code: str | None,
                    key: str | None = None) -> tuple[tuple[int, int] | None, dict[int, bool]]:
        """What a phone's request needs, in one snapshot: the table's code (given `code`,
        refused as `bad_code` unless it is the table's: before anything else is told), the
        hand log entry with the id `key`, and the round's phone entry switches; then other
        stations' changes are caught up with, if there are any."""
        with self._t._store.one_statement() as db:
            # One statement: one round trip to a server for every phone's request.
            stored, found, switches, counter = day.phone_first_look(db, round, table, key)
        if code is not None and not _same_code(code, stored):
            raise refuse(issue(IssueCode.BAD_CODE, "code", "this is not the table's code",
                               round=round, table=table))
        if counter != self._t._seen:
            self._t._untold |= self._t._read_others()
        return found, switches

    def table(self, round: int, table: int, *, code: str | None = None) -> PhoneTable:
        """The table as its phone shows it, with what other stations did caught up first.
        `code`: the code the phone gave (refused as `bad_code` unless it is the table's)."""
        self._first_look(round, table, code)
        return self._phone_view(self._t._seating(round, table))

    def check_hand(self, round: int, table: int, hand: Any, *,
                   code: str | None = None) -> PhoneCheck:
        """What `hand` would do as the table's next hand (nothing stored). InvalidInput with
        `bad_code` (see `table`), or a `CLOSED` issue when the table's phone may not
        enter."""
        _, switches = self._first_look(round, table, code)
        seating = self._t._seating(round, table)
        self._phone_open(seating, switches)
        counted, wins, problems = self._counted(hand)
        try:
            if problems:
                raise refuse(*problems)
            _, _, result = self._t.tables._next_hand(round, table, _hand_input(counted))
        except InvalidInput as exc:
            return PhoneCheck(tuple(exc.issues), None, "", wins)
        return PhoneCheck((), result.deltas, _next(result), wins)

    def record_hand(self, round: int, table: int, hand: Any, entry_id: object,
                    seen: object = None, *, code: str | None = None,
                    phone: object = None) -> tuple[PhoneTable, bool]:
        """Record `hand` as the table's next hand, written as its phone's station, with
        `entry_id` (the phone's id for this hand). Returns the table and whether the hand
        was written now (False: a hand with this id was stored before; nothing written).

        Refused (InvalidInput, nothing written): `bad_code` (see `table`: before any
        other refusal); a bad entry id or `seen`; a `CLOSED` issue
        (entry switched off, the table locked, its round approved or not the current one);
        `table_changed` (`seen` is behind the table's change counter, or another station
        changed the table while this was written); the core's problems with the hand.

        `phone`: the phone's name ("phone 2", `name`), written as the entry's person
        (the station is the table's phone): a conflict message and the hand log say which
        phone it was."""
        problems: list[Issue] = []
        if phone is not None:
            problems += check_person("phone", phone, "phone's name")
        if not isinstance(entry_id, str) or not _ENTRY_ID.fullmatch(entry_id):
            problems.append(issue(IssueCode.BAD_ENTRY_ID, "entry_id", "entry_id: 1 to 64 letters, "
                                  "digits and . _ : - (a new one for each hand)"))
        if seen is not None and (isinstance(seen, bool) or not isinstance(seen, int)
                                 or seen < 0):
            problems.append(issue(IssueCode.BAD_SEEN, "seen", "seen: the table's change counter "
                                  "as the phone last read it (a whole number)"))
        # The id is the table's: an id another table's phone used is another hand.
        key = f"phone:{round}:{table}:{entry_id}" if isinstance(entry_id, str) else None
        found, switches = self._first_look(round, table, code, None if problems else key)
        if problems:
            raise refuse(*problems)
        assert key is not None and (seen is None or isinstance(seen, int))
        seating = self._t._seating(round, table)
        intent = {"round": round, "table": table, "hand": hand}
        if found is not None:
            if found[0] != seating.id:  # (cannot happen: the key names the table)
                raise refuse(issue(IssueCode.BAD_ENTRY_ID, "entry_id", "this entry id belongs to "
                                   "another table"))
            # Sent again: the same hand is saved already; another hand with this id is
            # refused (never taken for the first: "already saved" would drop it unseen).
            self._t.entry_applied(key, intent)
            return self._phone_view(seating), False
        self._phone_open(seating, switches)
        if seen is not None:
            counter = self._table_counter(seating)
            if seen > counter:
                raise refuse(issue(IssueCode.BAD_SEEN, "seen", f"seen: the table's change counter "
                                   f"is {counter}, not {seen}", seen=counter))
            if seen < counter:
                with self._t._store.reading() as s:
                    last = day.last_entry_by(s, seating.id)
                station, person, at = last or ("", "", "")
                raise refuse(table_changed(round, table, station, person, at))
        counted, _, wrong = self._counted(hand)
        if wrong:
            raise refuse(*wrong)
        record = _hand_input(counted)
        station, person = self._t.station, self._t.person
        self._t.station = phone_station(table)
        self._t.person = phone.strip() if isinstance(phone, str) else ""
        try:
            with self._t.entry(key, intent):
                self._t.tables.record_hand(round, table, record, who=phone_station(table),
                                 entry_id=key)
        except AlreadySaved:
            # Written meanwhile by another process with the same id (its commit won).
            self._t._untold |= self._t._read_others()
            return self._phone_view(self._t._seating(round, table)), False
        finally:
            self._t.station, self._t.person = station, person
        seating = self._t._seating(round, table)
        entries = self._t._game(seating).entries
        if entries:  # (this object wrote it: its station is known without a read)
            self._known_stations(seating.id)[entries[-1].seq] = (
                phone_station(table), phone.strip() if isinstance(phone, str) else "")
        return self._phone_view(seating), True

    def name(self, round: int, table: int, key: object, name: object = None, *,
             code: str | None = None) -> str:
        """A phone's name at its table: the one it had (by its `key`, made once by the
        page), else `name` when it gives one (a name it was given once, or the one it kept
        across a restart of the server), else the next "phone N" of the table (numbers go on
        from the phones named in the table's hand log). Refused: a bad key or name, and a
        name another phone of the table has now (`phone_name_taken`)."""
        problems: list[Issue] = []
        if not isinstance(key, str) or not _PHONE_KEY.fullmatch(key):
            problems.append(issue(IssueCode.BAD_ENTRY_ID, "key", "key: 8 to 64 letters, digits, "
                                  "_ and - (made once by the phone)"))
        if name is not None:
            problems += check_person("name", name, "phone's name")
            if not problems and not str(name).strip():
                problems.append(issue(IssueCode.EMPTY_NAME, "name", "the phone's name is empty",
                                      variant="phone"))
        self._first_look(round, table, code)
        seating = self._t._seating(round, table)
        if problems:
            raise refuse(*problems)
        assert isinstance(key, str)
        phones = self._phones_of(seating)
        if name is None:
            if key not in phones:
                taken = {int(m.group(1)) for n in phones.values()
                         if (m := _PHONE_NUMBER.fullmatch(n))}
                phones[key] = f"phone {max(taken, default=0) + 1}"
            return phones[key]
        wanted = " ".join(str(name).split())
        holder = next((k for k, n in phones.items() if n.casefold() == wanted.casefold()
                       and k != key), None)
        if holder is not None and not holder.startswith("log:"):
            raise refuse(issue(IssueCode.PHONE_NAME_TAKEN, "name", f"another phone of table "
                               f"{table} is called {wanted!r}: give this one another name",
                               name=wanted, table=table))
        if holder is not None:
            del phones[holder]  # a phone of the log (no key yet) comes back with its name
        phones[key] = wanted
        return wanted

    def _phones_of(self, seating: TableSeating) -> dict[str, str]:
        """The table's phones (key -> name); at first, the phones its hand log names (under
        a key of their own, until the phone gives its name back)."""
        where = (seating.round, seating.table)
        phones = self._names.get(where)
        if phones is None:
            with self._t._store.reading() as s:
                logged = day.log_stations(s, seating.id)
            named = {person for station, person, _ in logged.values()
                     if station == phone_station(seating.table) and person}
            phones = self._names[where] = {f"log:{n}": n for n in sorted(named)}
        return phones

    def call_referee(self, round: int, table: int, reason: object, *,
                     code: str | None = None, phone: object = None
                     ) -> tuple[RefereeCall, bool]:
        """A table's phone calls a referee (`referee.call`), written as the table's phone
        (station) and the phone's name (person). Returns the call and whether it was made
        now (False: the table's open call). `bad_code` before any other refusal."""
        self._first_look(round, table, code)
        problems = [] if phone is None else check_person("phone", phone, "phone's name")
        if not isinstance(reason, str):
            reason = repr(reason)
        if problems:
            raise refuse(*problems)
        station, person = self._t.station, self._t.person
        self._t.station = phone_station(table)
        self._t.person = phone.strip() if isinstance(phone, str) else ""
        try:
            call, made, _ = self._t.referee.call(round, table, reason)
        finally:
            self._t.station, self._t.person = station, person
        return call, made

    def rules(self, round: int, table: int, *, code: str | None = None
              ) -> dict[str, Any]:
        """What a table's phone may enter (`phone_hand.phone_rules`)."""
        self._first_look(round, table, code)
        self._t._seating(round, table)
        return phone_rules(self._t.rules, self._t._settings.phone_entry)

    def _table_call(self, seating: TableSeating) -> RefereeCall | None:
        """The table's open call for a referee (None without one, or where the calls
        cannot be read: the live page's reader)."""
        try:
            return self._t.referee.open_call(seating.round, seating.table)
        except StoreError:
            return None

    def _counted(self, hand: Any) -> tuple[Any, tuple[dict[str, Any], ...], list[Issue]]:
        return counted_by_yaku(hand, self._t.rules, self._t._settings.phone_entry)

    # -- helpers ----------------------------------------------------------------------------
    def _table_counter(self, seating: TableSeating) -> int:
        entries = self._t._game(seating).entries
        return entries[-1].seq if entries else 0

    def _phone_open(self, seating: TableSeating,
                    switches: dict[int, bool] | None = None) -> None:
        """Refuse (a `CLOSED` issue) when this table's phone may not enter a hand
        (`switches`: the round's phone entry switches, when just read)."""
        round, table = seating.round, seating.table
        where = dict(round=round, table=table)
        if seating.locked:
            raise refuse(issue(IssueCode.TABLE_LOCKED, "table", f"round {round} table {table} is "
                               f"approved (locked): ask the organiser", **where))
        if self._t._rounds[round].approved_at is not None:
            raise refuse(issue(IssueCode.ROUND_APPROVED, "round", f"round {round} is approved: ask "
                               f"the organiser", **where))
        if round != self._t.rounds.current:
            raise refuse(issue(IssueCode.NOT_CURRENT_ROUND, "round", f"round {round} is not the "
                               f"current round ({self._t.rounds.current}): hands are entered "
                               f"at the desk", **where))
        if switches is None:
            with self._t._store.reading() as s:
                switches = day.entry_switches(s, round)
        if not (switches.get(0, True) and switches.get(table, True)):
            raise refuse(issue(IssueCode.ENTRY_OFF, "table", f"entry from the phones is switched "
                               f"off for round {round}"
                               + ("" if not switches.get(0, True) else f" table {table}")
                               + ": give the score sheet to the desk", **where))

    def _known_stations(self, table_id: int) -> dict[int, tuple[str, str]]:
        """The stations (and persons) of a table's log entries read so far (seq -> (station,
        person)): the log is only ever appended to, so an entry's never change."""
        return self._stations.setdefault(table_id, {})

    def _phone_view(self, seating: TableSeating) -> PhoneTable:
        game = self._t._game(seating)
        stations = self._known_stations(seating.id)
        if any(seq not in stations for seq in game.hand_seqs):
            with self._t._store.reading() as s:
                stations.update((seq, (station, person)) for seq, (station, person, _) in
                                day.log_stations(s, seating.id).items())
        names = tuple(self._t._players[p].name for p in seating.players)
        state = game.state
        hands = tuple(
            PhoneHand(outcome=result.record.outcome.value,
                      summary=hand_summary(result.record, names),
                      deltas=result.deltas, station=stations.get(seq, ("", ""))[0],
                      person=stations.get(seq, ("", ""))[1],
                      hand=hand_to_dict(result.record))
            for seq, result in zip(game.hand_seqs, game.results, strict=True))
        final = game.final
        return PhoneTable(
            round=seating.round, table=seating.table,
            players=(names[0], names[1], names[2], names[3]),
            dealer=state.dealer, round_wind=state.round_wind.letter,
            hand_number=state.hand_number, honba=state.honba, sticks=state.sticks,
            scores=state.scores if final is None else final.scores, hands=hands,
            seen=game.entries[-1].seq if game.entries else 0, finished=final is not None,
            locked=seating.locked, referee=self._table_call(seating),
            phone_entry=self._t._settings.phone_entry.value,
            standings_hidden_from=self._t._settings.hide_from_round)


def _same_code(code: str, stored: str | None) -> bool:
    given = normal_code(code).encode("utf-8")
    # Compared even without a stored code, so that the time taken tells nothing.
    same = hmac.compare_digest(given, (stored or "").encode("utf-8"))
    return stored is not None and bool(given) and same


def _hand_input(hand: Any) -> HandRecord | Mapping[str, Any]:
    if isinstance(hand, HandRecord | Mapping):
        return hand
    raise refuse(issue(IssueCode.BAD_TYPE, "hand",
                       "hand: one hand object of the game record format "
                       "(outcome, riichi, wins...)"))


def _next(result: HandResult) -> str:
    after = result.after
    if after.ended:
        return "game over"
    return after.title


def hand_summary(record: HandRecord, names: tuple[str, ...]) -> str:
    """A hand in a few words, for the phone's list: "Ron: Bea from Anna, 3 han 40 fu"."""
    outcome = record.outcome
    if outcome.is_win:
        parts = []
        for win in record.wins:
            if win.yakuman:
                value = "yakuman" if win.yakuman == 1 else f"{win.yakuman}x yakuman"
            else:
                value = f"{win.han} han" + (f" {win.fu} fu" if win.fu else "")
            who = names[win.winner]
            if outcome is Outcome.RON and win.loser is not None:
                who += f" from {names[win.loser]}"
            parts.append(f"{who}, {value}")
        return ("Ron: " if outcome is Outcome.RON else "Tsumo: ") + "; ".join(parts)
    if outcome is Outcome.EXHAUSTIVE_DRAW:
        tenpai = ", ".join(names[s] for s in record.tenpai) or "nobody"
        return f"Draw: tenpai {tenpai}"
    if outcome is Outcome.ABORTIVE_DRAW:
        kind = record.abortive_kind.value.replace("_", " ") if record.abortive_kind else ""
        return "Abortive draw" + (f" ({kind})" if kind else "")
    if outcome is Outcome.NAGASHI_MANGAN:
        return "Nagashi mangan: " + ", ".join(names[s] for s in record.nagashi_mangan_seats)
    offender = names[record.offender] if record.offender is not None else "?"
    return f"Chombo: {offender}"
