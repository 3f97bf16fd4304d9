"""The pygame app: scenes (menu, seating, table, results, rules, settings), widgets and theme."""
