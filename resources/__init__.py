"""Images and translations of riichi-tournament, installed as `riichi_tournament_resources`.

Only data lives here; `ui/resources.py` looks files up by name.
"""
