"""The live page's Jinja2 templates, style sheet and script (a package, so that they are
installed and bundled with the code that reads them)."""
