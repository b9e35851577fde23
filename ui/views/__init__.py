"""Views: the main screens of the app (one table, ...)."""
