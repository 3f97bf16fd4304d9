"""Benchmarks behind `main.py --bench`: each figure measured on its own, one JSON line each.

The runner is games/bench/runner.py; this package's own import stays empty because the
app's process imports games/bench/hooks.py while it starts (a startup probe measures it).
"""
