"""Computer players for every game, built on the rules contract alone.

search.py   information-set Monte Carlo tree search over sampled hidden holdings
hooks.py    what a game may tell the search (sampling, evaluation, action order)
players.py  the Easy, Normal and Hard levels; greedy.py the one-step yardstick
bench.py    the strength report (`main.py --bench ai`)
"""
