"""Dialogs. They never touch the database: a dialog gets what it shows and a `submit`
function from its caller, and reports problems next to the field they concern."""
