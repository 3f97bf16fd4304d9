"""Ierusalem: Anno Domini at the table (pygame)."""
