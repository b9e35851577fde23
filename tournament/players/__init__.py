"""Players: their names, countries, the roster's values and checks, and reading players files."""
