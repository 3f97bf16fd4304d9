"""Listen to a Parable: the lowest stack one lacks, if one has as many Followers at the Last
Supper as its number; its VP at once and the benefit of the Parables area's next space."""

from __future__ import annotations

from typing import Any

from games.anno_domini.rules.config import Config
from games.anno_domini.rules.state import PARABLES, AnnoState, gain, note, score, update, with_item
from games.core.english import plural

STACKS = 7
NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII")


def next_stack(parables: tuple[int, ...]) -> int | None:
    """The number (1-7) of the lowest stack whose tile one does not have yet."""
    return next((k for k in range(1, STACKS + 1) if k not in parables), None)


def can_listen(s: AnnoState, seat: int) -> bool:
    k = next_stack(s.p[seat].parables)
    return k is not None and bool(s.stacks[k - 1]) and s.followers_at_supper(seat) >= k


def why_not(s: AnnoState, seat: int) -> str:
    k = next_stack(s.p[seat].parables)
    if k is None:
        return "already has all seven Parables"
    if not s.stacks[k - 1]:
        return f"finds stack {NUMERALS[k - 1]} empty"
    return f"needs {plural(k, 'Follower')} at the Last Supper for Parable {NUMERALS[k - 1]}"


def gain_benefit(w: AnnoState, seat: int, benefit: Any) -> str:
    """A printed benefit (a resource name, {"denarii": n} or None), in words ("" for none)."""
    if benefit is None:
        return ""
    if isinstance(benefit, str):
        gain(w, seat, **{benefit: 1})
        return f"1 {benefit.capitalize()}"
    gain(w, seat, denarii=benefit["denarii"])
    return plural(benefit["denarii"], "Denarius", "Denarii")


def listen(cfg: Config, w: AnnoState, seat: int) -> None:
    k = next_stack(w.p[seat].parables)
    assert k is not None
    value, rest = w.stacks[k - 1][0], w.stacks[k - 1][1:]
    w.stacks = with_item(w.stacks, k - 1, rest)
    parables = w.p[seat].parables + (k,)
    update(w, seat, parables=parables)
    score(w, seat, PARABLES, value)
    got = gain_benefit(w, seat, cfg.player["parable_rewards"]["rewards"][len(parables) - 1])
    note(w, f"{w.names[seat]} hears Parable {NUMERALS[k - 1]} for {plural(value, 'VP', 'VP')}"
            + (f" and takes {got} from the Parables area." if got else "."))
