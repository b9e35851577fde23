"""Words and numbers as the core writes them: people's free text, the documents' words, numbers
in a language, spreadsheet cells."""
