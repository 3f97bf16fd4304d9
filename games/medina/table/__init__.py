"""Medina's table: the pygame view, its drawing and its box art."""
