"""Statistics from the hand log: per player and per tournament. Pure: no storage, no Qt.

The input is each table's game as the hand log folds it (`GameInput`: who sat where, the
settled hands in effect, the final result); the service builds it from its folds, the tests
from hand-worked games. Every figure is defined here once, and the statistics screen, the
printed documents, the command line (`python -m tournament stats`) and the awards all read
it from `Statistics`.

Which games count
  A *game* is a table of a round with a result: recorded hand by hand, or from the paper
  score slip (final scores only). A game is *finished* when it has its final result.
  Games entered as paper totals count for the placement statistics only (games, placements,
  average placement, points per round): they hold no hands. Hand statistics count every
  table recorded hand by hand, games still in play included (their hands are settled), so
  the figures are live during a round. `Statistics.detail_games` of `Statistics.games` says
  how many games have hand detail; every screen shows it.

Definitions (per player; "the player's tables" are the hand-by-hand tables where they sat)
  games            finished games the player sat in (paper totals included).
  hand_games       games with hand detail the player sat in (finished or in play).
  hands            settled hands at the player's tables: every record in effect except a
                   chombo (a chombo is a penalty, not a hand); abortive draws and nagashi
                   mangan are hands.
  wins             hands the player won and was paid for: a ron or a tsumo (a caller dropped
                   by a head bump did not win); ron_wins + tsumo_wins.
  deal_ins         ron hands where the player discarded the winning tile; a double ron
                   counts once.
  riichi           the player's accepted riichi declarations (a hand record's `riichi`);
                   riichi_wins: those whose declarer won that hand.
  chombo           chombo records with the player as offender.
  dealer_hands     hands the player dealt; dealer_keeps: of those, hands the dealer kept by
                   winning or by being tenpai at an exhaustive draw (renchan). Abortive draws,
                   where the deal stays by rule whatever anyone held, are not keeps.
  draws            exhaustive draws at the player's tables (nagashi mangan included: it is
                   declared at an exhaustive draw); noten: those where the player was not
                   tenpai.
  win value        what the rule tables give the win before honba and riichi sticks
                   (`tournament.scoring.hand_value`): a ron, the ron value; a tsumo, the total
                   of the three payments. Pao changes who pays, not the value.
  average_win      mean win value (None with no win); largest_win: the highest, with its
                   han/fu, round, table and hand (`WinRecord`).
  average_han      mean han of the wins that are not yakuman (None with none).
  yakuman          wins worth a yakuman (a yakuman multiple, or 13+ han where the ruleset
                   counts them as one).
  yaku             yaku id -> count, over wins recorded with their yaku (by yaku or from the
                   tiles): names are resolved through the yaku catalogue (unknown names kept
                   as written); wins recorded by han/fu only have no yaku to count.
  placements       number of 1st, 2nd, 3rd, 4th places in finished games; average_placement
                   their mean (None with no game).
  points by round  the tournament points (game points: final score - return + uma + oka +
                   end-of-game chombo deductions; referee penalties are not in them) of each
                   finished game, in the ruleset's display unit, per round.
  Rates are fractions (0.25, not 25%) and None when their denominator is 0:
  win_rate = wins / hands, deal_in_rate = deal_ins / hands, riichi_rate = riichi / hands,
  riichi_success = riichi_wins / riichi, tsumo_share = tsumo_wins / wins,
  dealer_keep_rate = dealer_keeps / dealer_hands, noten_rate = noten / draws.

Per tournament
  hands (settled hands, chombos apart), chombos, outcomes (records per outcome, chombo
  included), wins, riichi, the biggest hands (the top wins by value, then han, then the
  earlier hand), and the average game length: hands per finished game with hand detail.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from tournament.game_digest import GameDigest, WinDigest, digest_game, yaku_id
from tournament.model import FinalResult, HandResult, Outcome, Wind
from tournament.rules.points import HandValue, hand_value
from tournament.rules.ruleset import Ruleset

BIGGEST_HANDS = 10  # how many of the biggest hands the tournament statistics list


@dataclass(frozen=True, slots=True)
class GameInput:
    """One table's game as the statistics read it."""

    round: int
    table: int
    players: tuple[int, int, int, int]  # player ids by seat, East to North of the first hand
    hands: tuple[HandResult, ...] = ()  # the settled hands in effect (hand by hand)
    final: FinalResult | None = None  # None while the game is in play
    detail: bool = True  # recorded hand by hand (False: final scores from a paper slip)
    # The hands already counted (`digest_game`), e.g. as kept with the table's stored summary:
    # then `hands` is not read. None: counted here from `hands`.
    digest: GameDigest | None = None


@dataclass(frozen=True, slots=True)
class WinRecord:
    """One win, with where it happened and what it was worth."""

    player_id: int
    player: str
    round: int
    table: int
    hand: int  # the hand's index in its game (0 = first)
    when: str  # "South 2, 1 honba"
    outcome: Outcome  # ron or tsumo
    han: int
    fu: int
    yakuman: int  # the recorded multiple (0 = none)
    points: int  # the win value: rule tables, before honba and sticks
    limit: str  # "mangan", "yakuman"... ("" below a mangan)
    dealer: bool
    loser: str | None = None  # the discarder of a ron
    # `when` in parts, for a document to word it in its language (hand_number 0: unknown).
    round_wind: Wind = Wind.EAST
    hand_number: int = 0
    honba: int = 0

    @property
    def han_fu(self) -> str:
        """"3 han 40 fu", "mangan, 5 han", "yakuman", "2x yakuman"."""
        if self.yakuman:
            return "yakuman" if self.yakuman == 1 else f"{self.yakuman}x yakuman"
        text = f"{self.han} han" + (f" {self.fu} fu" if self.fu else "")
        return f"{self.limit}, {text}" if self.limit else text


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's statistics. See the module docstring for each definition."""

    player_id: int
    player: str
    games: int = 0
    hand_games: int = 0
    hands: int = 0
    wins: int = 0
    ron_wins: int = 0
    tsumo_wins: int = 0
    deal_ins: int = 0
    riichi: int = 0
    riichi_wins: int = 0
    chombo: int = 0
    dealer_hands: int = 0
    dealer_keeps: int = 0
    draws: int = 0
    noten: int = 0
    yakuman: int = 0
    win_points: int = 0  # sum of the win values
    largest: WinRecord | None = None
    han_sum: int = 0  # han of the wins that are not yakuman
    han_wins: int = 0  # how many those are
    placements: tuple[int, int, int, int] = (0, 0, 0, 0)
    points_by_round: tuple[tuple[int, float], ...] = ()  # (round, display points), in order
    yaku: tuple[tuple[str, int], ...] = ()  # (yaku id, count), most frequent first

    @staticmethod
    def _rate(part: int, whole: int) -> float | None:
        return part / whole if whole else None

    @property
    def win_rate(self) -> float | None:
        return self._rate(self.wins, self.hands)

    @property
    def deal_in_rate(self) -> float | None:
        return self._rate(self.deal_ins, self.hands)

    @property
    def riichi_rate(self) -> float | None:
        return self._rate(self.riichi, self.hands)

    @property
    def riichi_success(self) -> float | None:
        return self._rate(self.riichi_wins, self.riichi)

    @property
    def tsumo_share(self) -> float | None:
        return self._rate(self.tsumo_wins, self.wins)

    @property
    def dealer_keep_rate(self) -> float | None:
        return self._rate(self.dealer_keeps, self.dealer_hands)

    @property
    def noten_rate(self) -> float | None:
        return self._rate(self.noten, self.draws)

    @property
    def average_win(self) -> float | None:
        return self.win_points / self.wins if self.wins else None

    @property
    def largest_win(self) -> int | None:
        return self.largest.points if self.largest is not None else None

    @property
    def average_han(self) -> float | None:
        return self.han_sum / self.han_wins if self.han_wins else None

    @property
    def average_placement(self) -> float | None:
        games = sum(self.placements)
        if not games:
            return None
        return sum((i + 1) * n for i, n in enumerate(self.placements)) / games

    @property
    def yaku_counts(self) -> dict[str, int]:
        return dict(self.yaku)

    @property
    def points(self) -> float:
        """The sum of the points by round (display unit)."""
        return sum(p for _, p in self.points_by_round)


@dataclass(frozen=True, slots=True)
class Statistics:
    """The statistics of a tournament (or of its rounds up to one): per tournament, and one
    `PlayerStats` per player who sat at a game, in the order asked for (the standings)."""

    players: tuple[PlayerStats, ...]
    games: int = 0  # tables with a game (hand by hand or paper totals)
    detail_games: int = 0  # of those, recorded hand by hand
    finished_games: int = 0
    finished_detail_games: int = 0
    hands: int = 0  # settled hands, chombos apart
    chombos: int = 0
    wins: int = 0
    riichi: int = 0
    outcomes: tuple[tuple[Outcome, int], ...] = ()  # records per outcome, in Outcome order
    biggest: tuple[WinRecord, ...] = ()
    finished_detail_hands: int = 0  # hands of the finished games with hand detail
    rounds: tuple[int, ...] = field(default=())  # the rounds counted

    @property
    def average_game_length(self) -> float | None:
        """Hands per finished game with hand detail (None before one)."""
        if not self.finished_detail_games:
            return None
        return self.finished_detail_hands / self.finished_detail_games

    @property
    def detail_text(self) -> str:
        """"Hand detail: 3 of 4 games" (what every screen says about its coverage)."""
        return f"Hand detail: {self.detail_games} of {self.games} game" + (
            "s" if self.games != 1 else "")

    @property
    def outcome_counts(self) -> dict[str, int]:
        return {o.value: n for o, n in self.outcomes}

    def player(self, player_id: int) -> PlayerStats:
        for p in self.players:
            if p.player_id == player_id:
                return p
        raise KeyError(player_id)

    def by_name(self, name: str) -> PlayerStats:
        for p in self.players:
            if p.player == name:
                return p
        raise KeyError(name)


class _Tally:
    __slots__ = ("games", "hand_games", "hands", "wins", "ron", "tsumo", "deal_ins", "riichi",
                 "riichi_wins", "chombo", "dealer_hands", "dealer_keeps", "draws", "noten",
                 "yakuman", "win_points", "largest", "han_sum", "han_wins", "places",
                 "rounds", "yaku")

    def __init__(self) -> None:
        self.games = self.hand_games = self.hands = self.wins = self.ron = self.tsumo = 0
        self.deal_ins = self.riichi = self.riichi_wins = self.chombo = 0
        self.dealer_hands = self.dealer_keeps = self.draws = self.noten = self.yakuman = 0
        self.win_points = self.han_sum = self.han_wins = 0
        self.largest: WinRecord | None = None
        self.places = [0, 0, 0, 0]
        self.rounds: dict[int, float] = {}
        self.yaku: Counter[str] = Counter()


# A win as the sum meets it: (sort key, round, table, win, player id). The `WinRecord`
# (names, the hand's limit) is made only for the wins that are shown: the biggest hands and
# each player's largest win.
_Win = tuple[tuple[int, int], int, int, WinDigest, int]


def compute_statistics(games: Iterable[GameInput], names: Mapping[int, str], rules: Ruleset,
                       order: Sequence[int] = (), biggest: int = BIGGEST_HANDS,
                       up_to_round: int | None = None) -> Statistics:
    """Statistics of `games` (rounds up to `up_to_round`, None: all). `names` gives each
    player's name as the standings show it; players come in `order` (the standings), then
    any other player who sat at a game, by name."""
    tallies: dict[int, _Tally] = {}
    outcomes: Counter[Outcome] = Counter()
    wins: list[_Win] = []
    largest: dict[int, _Win] = {}
    totals = Counter[str]()
    rounds: set[int] = set()
    players_of: dict[tuple[int, int], tuple[int, int, int, int]] = {}
    yaku_ids: dict[str, str] = {}  # names as recorded -> catalogue ids
    values: dict[tuple[int, int, int, bool], HandValue] = {}
    unit = rules.points_unit
    ron = Outcome.RON

    def tally(pid: int) -> _Tally:
        t = tallies.get(pid)
        if t is None:
            t = tallies[pid] = _Tally()
        return t

    for game in sorted(games, key=lambda g: (g.round, g.table)):
        if up_to_round is not None and game.round > up_to_round:
            continue
        if not game.detail and game.final is None:
            continue  # an empty table: no game yet
        rounds.add(game.round)
        totals["games"] += 1
        players_of[(game.round, game.table)] = game.players
        seats = [tally(pid) for pid in game.players]
        if game.final is not None:
            totals["finished"] += 1
            for seat, t in enumerate(seats):
                t.games += 1
                t.places[game.final.places[seat] - 1] += 1
                t.rounds[game.round] = (t.rounds.get(game.round, 0.0)
                                        + game.final.points[seat] / unit)
        if not game.detail:
            continue
        totals["detail"] += 1
        digest = (game.digest if game.digest is not None
                  else digest_game(game.hands, rules, values))
        outcomes.update(dict(digest.outcomes))
        played = digest.played
        for t, counts in zip(seats, digest.seats, strict=True):
            t.hand_games += 1
            t.hands += played
            t.draws += digest.draws
            t.dealer_hands += counts.dealer_hands
            t.dealer_keeps += counts.dealer_keeps
            t.riichi += counts.riichi
            t.riichi_wins += counts.riichi_wins
            t.deal_ins += counts.deal_ins
            t.noten += counts.noten
            t.chombo += counts.chombo
        for win in digest.wins:
            t = seats[win.winner]
            pid = game.players[win.winner]
            found: _Win = ((win.points, win.han + 13 * win.yakuman), game.round, game.table,
                           win, pid)
            wins.append(found)
            t.wins += 1
            if win.outcome is ron:
                t.ron += 1
            else:
                t.tsumo += 1
            t.win_points += win.points
            if win.limit_yakuman:
                t.yakuman += 1
            else:
                t.han_sum += win.han
                t.han_wins += 1
            best = largest.get(pid)
            if best is None or found[0] > best[0]:  # ties: the earlier hand stays
                largest[pid] = found
            if win.yaku:
                for name in win.yaku:
                    known = yaku_ids.get(name)
                    if known is None:
                        known = yaku_ids[name] = yaku_id(name)
                    t.yaku[known] += 1
        totals["hands"] += played
        if game.final is not None:
            totals["finished_detail"] += 1
            totals["finished_detail_hands"] += played

    def shown(found: _Win) -> WinRecord:
        (points, _), round_, table, win, pid = found
        loser = (names.get(players_of[(round_, table)][win.loser], "?")
                 if win.outcome is ron and win.loser is not None else None)
        limit = hand_value(win.han, win.fu, win.yakuman, win.dealer, rules).limit
        return WinRecord(pid, names.get(pid, "?"), round_, table, win.index, win.when,
                         win.outcome, win.han, win.fu, win.yakuman, points, limit, win.dealer,
                         loser, win.wind, win.number, win.honba)

    for pid, found in largest.items():
        tallies[pid].largest = shown(found)
    seen = [pid for pid in order if pid in tallies]
    rest = sorted((pid for pid in tallies if pid not in set(seen)),
                  key=lambda pid: (names.get(pid, "").casefold(), pid))
    players = tuple(_player(pid, names.get(pid, "?"), tallies[pid]) for pid in seen + rest)
    ranked = sorted(wins, key=lambda w: (-w[0][0], -w[0][1], w[1], w[2], w[3].index))
    return Statistics(
        players=players, games=totals["games"], detail_games=totals["detail"],
        finished_games=totals["finished"], finished_detail_games=totals["finished_detail"],
        hands=totals["hands"], chombos=outcomes[Outcome.CHOMBO], wins=len(wins),
        riichi=sum(t.riichi for t in tallies.values()),
        outcomes=tuple((o, outcomes[o]) for o in Outcome if outcomes[o]),
        biggest=tuple(shown(w) for w in ranked[:biggest]),
        finished_detail_hands=totals["finished_detail_hands"], rounds=tuple(sorted(rounds)))


def _player(pid: int, name: str, t: _Tally) -> PlayerStats:
    return PlayerStats(
        player_id=pid, player=name, games=t.games, hand_games=t.hand_games, hands=t.hands,
        wins=t.wins, ron_wins=t.ron, tsumo_wins=t.tsumo, deal_ins=t.deal_ins, riichi=t.riichi,
        riichi_wins=t.riichi_wins, chombo=t.chombo, dealer_hands=t.dealer_hands,
        dealer_keeps=t.dealer_keeps, draws=t.draws, noten=t.noten, yakuman=t.yakuman,
        win_points=t.win_points, largest=t.largest, han_sum=t.han_sum, han_wins=t.han_wins,
        placements=(t.places[0], t.places[1], t.places[2], t.places[3]),
        points_by_round=tuple((r, round(t.rounds[r], 6)) for r in sorted(t.rounds)),
        yaku=tuple(sorted(t.yaku.items(), key=lambda item: (-item[1], item[0]))))


# -- plain data for JSON and CSV ------------------------------------------------------------

def win_json(w: WinRecord) -> dict[str, object]:
    return {"player": w.player, "round": w.round, "table": w.table, "hand": w.hand,
            "when": w.when, "outcome": w.outcome.value, "han": w.han, "fu": w.fu,
            "yakuman": w.yakuman, "points": w.points, "limit": w.limit, "dealer": w.dealer,
            "loser": w.loser}


def player_json(p: PlayerStats) -> dict[str, object]:
    """One player's statistics in the `stats --json` format (docs/statistics.md)."""
    return {
        "player": p.player, "games": p.games, "hand_games": p.hand_games, "hands": p.hands,
        "wins": p.wins, "ron_wins": p.ron_wins, "tsumo_wins": p.tsumo_wins,
        "deal_ins": p.deal_ins, "riichi": p.riichi, "riichi_wins": p.riichi_wins,
        "chombo": p.chombo, "win_rate": p.win_rate, "deal_in_rate": p.deal_in_rate,
        "riichi_rate": p.riichi_rate, "riichi_success": p.riichi_success,
        "tsumo_share": p.tsumo_share, "average_win": p.average_win,
        "largest_win": p.largest_win,
        "largest_win_hand": win_json(p.largest) if p.largest is not None else None,
        "average_han": p.average_han, "dealer_hands": p.dealer_hands,
        "dealer_keeps": p.dealer_keeps, "draws": p.draws, "noten": p.noten,
        "yakuman": p.yakuman, "placements": list(p.placements),
        "average_placement": p.average_placement,
        "points_by_round": {str(r): v for r, v in p.points_by_round},
        "yaku": dict(p.yaku),
    }


def tournament_json(s: Statistics) -> dict[str, object]:
    return {
        "games": s.games, "games_with_hand_detail": s.detail_games,
        "finished_games": s.finished_games, "hands": s.hands, "chombos": s.chombos,
        "wins": s.wins, "riichi": s.riichi, "outcomes": s.outcome_counts,
        "average_game_length": s.average_game_length,
        "biggest_hands": [win_json(w) for w in s.biggest], "rounds": list(s.rounds),
    }


def statistics_json(s: Statistics, players: Sequence[PlayerStats] | None = None
                    ) -> dict[str, object]:
    """`{"players": [...], "tournament": {...}}` (the `stats --json` contract)."""
    return {"players": [player_json(p) for p in (s.players if players is None else players)],
            "tournament": tournament_json(s)}


CSV_COLUMNS = ("player", "games", "hand_games", "hands", "wins", "ron_wins", "tsumo_wins",
               "deal_ins", "riichi", "riichi_wins", "chombo", "win_rate", "deal_in_rate",
               "riichi_rate", "riichi_success", "tsumo_share", "average_win", "largest_win",
               "average_han", "dealer_hands", "dealer_keeps", "draws", "noten", "yakuman",
               "first", "second", "third", "fourth", "average_placement")


def csv_row(p: PlayerStats) -> list[object]:
    """One line of the statistics CSV, in `CSV_COLUMNS` order (None -> empty cell)."""
    data = player_json(p)
    out: list[object] = []
    for column in CSV_COLUMNS:
        if column in ("first", "second", "third", "fourth"):
            out.append(p.placements[("first", "second", "third", "fourth").index(column)])
        else:
            out.append(data[column])
    return ["" if v is None else v for v in out]
