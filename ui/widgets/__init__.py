"""Small reusable widgets: wind badge, seat panel, stick counters, field messages, payments."""
