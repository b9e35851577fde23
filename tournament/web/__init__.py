"""The live page for players: read-only web pages (standings, seating, tables, the round
clock, announcements) served on the venue's network. Qt-free.

- `live`: what the pages show (`LiveData`), read from a `Tournament`;
- `source`: where it is read (`TournamentSource` in the desk app, `FileSource` beside it);
- `app`: `create_app(source)`, the Starlette app (templates in `templates/`);
- `entry`: table entry, the JSON API a table's phone enters its hands through (`create_app(
  source, entry=run)`, `serve --entry`);
- `server`: `LiveServer`, uvicorn in a thread, started and stopped by the GUI or the
  `serve` command; `lan_addresses()`, the addresses phones can open;
- `qr`: `qr_svg(url)`, the address as a QR code for the projector.

Nothing is imported here, so that `tournament.web.qr` does not load the web server.
"""
