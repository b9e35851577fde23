"""A table's game: the hand log and its fold, entering a hand, the JSON game record, the game's
tally for the statistics."""
