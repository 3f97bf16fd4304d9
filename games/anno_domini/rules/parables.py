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
    update(w, seat, parables=parables, tiles=w.p[seat].tiles + (value,))
    score(w, seat, PARABLES, value)
    got = gain_benefit(w, seat, cfg.player["parable_rewards"]["rewards"][len(parables) - 1])
    note(w, f"{w.names[seat]} hears Parable {NUMERALS[k - 1]} for {plural(value, 'VP', 'VP')}"
            + (f" and takes {got} from the Parables area." if got else "."))


def kept_from(option: object) -> tuple[tuple[int, int], ...]:
    """The Parable tiles a campaign's retry keeps, from its option ("3:1,1:0": stack, then the
    tile's VP): well-formed entries only, one a stack, in the order given."""
    out: list[tuple[int, int]] = []
    for entry in str(option or "").split(","):
        stack, _, value = entry.strip().partition(":")
        if stack.isdigit() and value.isdigit() and 1 <= int(stack) <= STACKS and int(stack) not in dict(out):
            out.append((int(stack), int(value)))
    return tuple(out)


def keep(w: AnnoState, seat: int, kept: tuple[tuple[int, int], ...]) -> None:
    """A campaign's retry: the tiles won in the failed try start in the seat's Parables area,
    taken out of their stacks, with no VP and no benefit again (they count for hearing the next
    Parable and at the end)."""
    for stack, value in kept:
        tiles = list(w.stacks[stack - 1])
        if not tiles:
            continue
        tiles.remove(value if value in tiles else tiles[0])
        w.stacks = with_item(w.stacks, stack - 1, tuple(tiles))
        pl = w.p[seat]
        update(w, seat, parables=pl.parables + (stack,), tiles=pl.tiles + (value,))
    if w.p[seat].parables:
        held = ", ".join(NUMERALS[k - 1] for k in sorted(w.p[seat].parables))
        note(w, f"{w.names[seat]} keeps the Parables won in the first try ({held}).")
