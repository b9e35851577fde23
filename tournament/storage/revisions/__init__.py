"""The schema's Alembic revisions (a package so that wheels and the standalone app ship them)."""
