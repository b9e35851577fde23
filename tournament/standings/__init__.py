"""Standings and what is computed from them: the ranking, its columns, the statistics, the
awards, the final stage."""
