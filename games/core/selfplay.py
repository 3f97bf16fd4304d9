"""Whole matches between computer players, with no window: the self-play tool
(`main.py --selfplay`), the benchmarks and, later, the AI strength tests all play here.

Every player decides from `rules.view(state, seat)` only, as at the table. The match's
own randomness comes from `seed` (inside the state); each seat's player draws from its
own generator derived from the same seed, and so does the game's resolver when chance
acts, so one seed replays the whole match.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core.chance import chance_rng, resolve
from games.core.contract import CHANCE, Action, GameInfo, Options, Rules, ScoreSheet, Seat, Side
from games.core.players import PLAYER_KINDS, Player, make_player
from games.core.rng import Rng

# Far above any real game's length (the conformance test caps at 5000): only a rules bug
# that never ends a game reaches it, and then the tool stops with a message, not a hang.
MAX_ACTIONS = 100_000


@dataclass
class MatchResult:
    game: str
    seed: int
    seats: list[Seat]
    winners: list[Side]  # seat indexes, or the id of a side no seat plays ("saracens")
    scores: list[ScoreSheet]
    actions: list[Action]  # the whole log, so a result can be replayed or saved as a Match
    seconds: float
    final_state: Any = field(repr=False, default=None)
    # The rounds the match lasted, for a game whose state counts them in `round` (the same
    # convention as Rules.progress); None for one that does not.
    rounds: int | None = None

    def to_json(self, match_number: int) -> dict[str, Any]:
        """The self-play tool's line for this match."""
        line = {
            "game": self.game,
            "match": match_number,
            "seed": self.seed,
            "winners": self.winners,
            "scores": [_sheet_json(sheet, self.seats[sheet.seat].player) for sheet in self.scores],
            "actions": len(self.actions),
            "seconds": round(self.seconds, 4),
        }
        if self.rounds is not None:
            line["rounds"] = self.rounds
        return line


def _sheet_json(sheet: ScoreSheet, player: str) -> dict[str, Any]:
    parts: dict[str, int] = {}
    for name, value in sheet.parts:
        # Summed rather than overwritten, so the parts always add up to the total.
        parts[name] = parts.get(name, 0) + value
    out: dict[str, Any] = {"seat": sheet.seat, "player": player, "total": sheet.total, "parts": parts}
    if sheet.tiebreak:
        out["tiebreak"] = list(sheet.tiebreak)
    return out


def _check_count(info: GameInfo, count: int) -> None:
    if not info.min_players <= count <= info.max_players:
        raise ValueError(
            f"{info.title} is played by {info.min_players} to {info.max_players} players, not {count}."
        )


def _one_per_seat(seats: Sequence[Any], count: int) -> list[Any]:
    if len(seats) == 1:
        return list(seats) * count
    if len(seats) != count:
        raise ValueError(f"{len(seats)} seat kinds given for {count} players; give one per seat, or one for all.")
    return list(seats)


def resolve_seats(info: GameInfo, kinds: Sequence[str], players: int | None = None) -> list[str]:
    """One player kind per seat. A single kind applies to every seat; `players` defaults
    to the number of kinds given. Raises ValueError with a message for the command line."""
    count = players if players is not None else len(kinds)
    _check_count(info, count)
    kinds = _one_per_seat(kinds, count)
    unknown = [k for k in kinds if k not in PLAYER_KINDS]
    if unknown:
        raise ValueError(f"Unknown seat kind {unknown[0]!r}; known kinds: {', '.join(PLAYER_KINDS)}.")
    return kinds


def _kind_of(player: Player) -> str:
    for kind, (_label, factory) in PLAYER_KINDS.items():
        if type(player) is factory:
            return kind
    return type(player).__name__


def player_rng(seed: int, seat: int) -> Rng:
    """Each seat's own generator: independent of the game's and of the other seats'."""
    return Rng.from_seed(Rng.from_seed(seed ^ ((seat + 1) * 0x9E3779B97F4A7C15)).next_u64())


def play_match(
    rules: Rules,
    seats: Sequence[str | Player],
    seed: int,
    players: int | None = None,
    *,
    options: Options | None = None,
    max_actions: int = MAX_ACTIONS,
    colours: Sequence[str] | None = None,
) -> MatchResult:
    """Play one match to the end. `seats` are player kinds (PLAYER_KINDS ids) or Player
    objects, one per seat or one for all; `players` is the number of seats; `colours` the
    seats' colours by name (default: the game's first colours in order). Raises
    ValueError for a bad seating and RuntimeError for a game that does not end."""
    info = rules.info
    count = players if players is not None else len(seats)
    _check_count(info, count)
    seats = _one_per_seat(seats, count)
    kinds = [s if isinstance(s, str) else _kind_of(s) for s in seats]
    # make_player raises ValueError naming an unknown kind and the known ones.
    deciders: list[Player] = [make_player(s) if isinstance(s, str) else s for s in seats]
    names = list(colours) if colours is not None else [c.name for c in info.colours[:count]]
    table = [Seat(f"Seat {i + 1} ({kind})", names[i], kind) for i, kind in enumerate(kinds)]
    opts = dict(options) if options is not None else info.default_options(count)
    rngs = [player_rng(seed, i) for i in range(count)]
    luck = chance_rng(seed)

    started = time.perf_counter()
    state = rules.setup(opts, table, seed)
    log: list[Action] = []
    while (seat := rules.current_player(state)) is not None:
        if len(log) >= max_actions:
            raise RuntimeError(f"{info.title} did not end within {max_actions} actions (seed {seed}).")
        if seat == CHANCE:  # an outcome from outside the rules: the game's resolver gives it
            action = resolve(rules, state, luck).action
        else:
            action = deciders[seat].choose(rules, rules.view(state, seat), seat, rngs[seat])
        state = rules.apply(state, action)
        log.append(action)
    seconds = time.perf_counter() - started
    rounds = getattr(state, "round", None)
    return MatchResult(info.id, seed, table, rules.winners(state), rules.scores(state), log, seconds, state,
                       rounds if isinstance(rounds, int) and not isinstance(rounds, bool) else None)


def play_series(
    rules: Rules, seats: Sequence[str | Player], players: int, games: int, seed: int
) -> Iterator[tuple[dict[str, Any], MatchResult]]:
    """`games` matches with seeds seed, seed+1, ...: each match's line (as the self-play
    tool prints it, numbered from 1) with its result, one by one as they finish."""
    for k in range(games):
        result = play_match(rules, seats, seed + k, players)
        yield result.to_json(k + 1), result


def summarise(results: Sequence[MatchResult]) -> dict[str, Any]:
    """The closing line: wins per seat (a shared win counts for every seat sharing it), and
    the wins of each side no seat plays."""
    if not results:
        raise ValueError("no matches to summarise")
    first = results[0]
    wins = [0] * len(first.seats)
    side_wins: dict[str, int] = {}
    for r in results:
        for w in r.winners:
            if isinstance(w, str):
                side_wins[w] = side_wins.get(w, 0) + 1
            else:
                wins[w] += 1
    summary = {
        "summary": True,
        "game": first.game,
        "games": len(results),
        "seats": [s.player for s in first.seats],
        "wins": wins,
        "side_wins": side_wins,  # wins of the sides no seat plays, by id
        "shared_wins": sum(len(r.winners) > 1 for r in results),
        "mean_actions": round(sum(len(r.actions) for r in results) / len(results), 2),
        "mean_seconds": round(sum(r.seconds for r in results) / len(results), 4),
    }
    rounds = sorted(r.rounds for r in results if r.rounds is not None)
    if rounds:
        summary["median_rounds"] = statistics.median(rounds)
        summary["longest_rounds"] = rounds[-1]
    return summary
