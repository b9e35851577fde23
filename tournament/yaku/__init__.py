"""Yaku and hands, Qt-free.

Two ways for a referee to describe a win, both checked here:

* by yaku (the fast path): `catalogue` (every yaku of the rules documents with en/ja/fr names,
  han closed and open, what does not combine) and `describe.describe_win` (han, fu and every
  problem of a list of yaku plus dora); `check.declared_win_issues` applies it to a hand
  record's ``"yaku"`` list;
* by tiles (the exact path): `tiles` parses mpsz notation and checks tile counts, `calculator`
  scores the hand with the `mahjong` package under our `Ruleset` and applies the limits the
  package cannot express; `tiles.waits` gives a hand's waits (furiten checks).
"""
