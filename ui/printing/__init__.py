"""Printing: lay out the core's HTML documents on pages (PDF, printer, preview) and the
headless `riichi-tournament print` command."""
