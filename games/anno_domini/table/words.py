"""The table's own words: short labels that fit on a card, and the hover text of every part of
the board (what the rules' log words do not already say)."""

from __future__ import annotations

from collections.abc import Callable

from games.anno_domini.rules.config import Config, Space
from games.anno_domini.rules.locations import goods_words
from games.anno_domini.rules.parables import NUMERALS
from games.anno_domini.rules.state import BAR_PARTS, AnnoState
from games.anno_domini.rules.words import DECK_WORDS, MARKER_WORDS, step_words
from games.core.english import plural

SHORT = {
    "parable": "Parable", "go_supper": "To Supper", "invited": "Invited", "favor": "Favor", "call": "Call",
    "change_places": "Change", "market": "Market", "temple": "Temple", "stone": "Stone", "bread": "Bread",
    "fish": "Fish", "redistribute": "Redistrib.", "sanhedrin": "Sanhedrin", "mahane": "Mahane", "ad33": "33 A.D.",
    "place_friendly": "Place Friendly", "move_friendly": "Move Friendly",
}
APOSTLE_WORDS = {"purple": "a purple Apostle", "orange": "an orange Apostle", "white": "a white Apostle",
                 "judas": "Judas", "jesus": "Jesus"}
APPRECIATION = {
    "purple": "be invited to the Last Supper (a Follower placed for free)",
    "orange": "the spaces behind his seat score now, for everyone in them",
    "white": "swap one of your Followers at the Last Supper with another player's",
    "judas": "5 Denarii (and Followers behind him lose points at the end)",
}
JUDGMENT_WORDS = {
    "parables": "1 VP per Parable", "offerings": "1 VP per Offering", "resources": "1 VP per Stone, Bread and Fish",
    "locations": "1 VP per Follower in the Desert, Mountain and Lake", "favors": "1 VP per Favor done",
    "supper": "1 VP per Follower at the Last Supper", "friendly": "1 VP per Friendly Follower in one's supply",
}


# Shorter still, for a card in a full hand on a small window (its symbol stands beside the words,
# and the hover text says the action whole).
SHORTER = {"go_supper": "Supper", "redistribute": "Redist.", "place_friendly": "Place", "move_friendly": "Move",
           "sanhedrin": "Sanh."}


def shorter_step(kind: str, amount: int = 0) -> str:
    if kind == "denarii":
        return f"{'-' if amount < 0 else '+'}{abs(amount)} Den."
    return SHORTER.get(kind, short_step(kind, amount))


def short_step(kind: str, amount: int = 0) -> str:
    if kind == "denarii":
        return f"{'Pay' if amount < 0 else '+'}{abs(amount)} Den."
    return SHORT[kind]


def card_tip(cfg: Config, card_id: str) -> str:
    card = cfg.cards[card_id]
    steps = "; then ".join(step_words(s.kind, s.amount) for s in card.actions)
    return (f"{card.location.capitalize()} ({DECK_WORDS[card.deck]} card, {plural(card.points, 'Apostle point')}): "
            f"the {card.location.capitalize()}'s action, then {steps}.")


def space_tip(cfg: Config, s: AnnoState, sp: Space, owner: str) -> str:
    where = {"line": f"behind seat {sp.seat}, {plural(sp.depth, 'space')} back" if sp.depth else
             f"right behind seat {sp.seat}", "corner": f"the corner beside seat {sp.seat}",
             "end": "the head or foot of the Table"}[sp.kind]
    cost = ", ".join(goods_words(r, sp.cost.count(r)) for r in dict.fromkeys(sp.cost)) or "nothing"
    words = f"Space {sp.id}: {where}. Costs {cost}."
    reward = cfg.reward(sp, s.players)  # the 1-2 player side prints its own rewards
    if reward is not None:
        kind = "compulsory" if reward.kind == "sanhedrin" else "a reward"
        words += f" Printed: {step_words(reward.kind, reward.amount)} ({kind})."
    return words + f" {owner}"


def seat_tip(cfg: Config, s: AnnoState, seat_id: str) -> str:
    k = cfg.seat_index[seat_id]
    sitting = s.table[k]
    who = APOSTLE_WORDS[sitting] if sitting else "nobody yet"
    base = cfg.board["apostles"]["behind"]
    if sitting:
        worth = base[sitting]
        return (f"Seat {seat_id}: {who}. A Follower right behind is worth {worth} VP at the end, "
                f"1 less for each space further back" + (" (a penalty)." if worth < 0 else "."))
    return f"Seat {seat_id}: empty; an Apostle may sit here."


def marker_tip(cfg: Config, marker: str, shown: bool) -> str:
    m = cfg.markers[marker]
    words = f"Favor marker: {MARKER_WORDS[m.id]} for the player who receives it."
    return words + (f" Its symbol: {m.symbol.capitalize()}." if shown else " Its symbol shows once given.")


def parable_tip(cfg: Config, s: AnnoState, k: int) -> str:
    stack = s.stacks[k]
    top = f"its top tile is worth {plural(stack[0], 'VP', 'VP')}" if stack else "it is empty"
    return (f"Parable {NUMERALS[k]}: {plural(len(stack), 'tile')} left, {top}. Hearing it needs "
            f"{plural(k + 1, 'Follower')} at the Last Supper.")


DECK_SHORT = {"starting": "Starting", "mahane": "Mahane", "ad33": "33 A.D."}
WAITING = {
    "corner": "choosing a corner space for the first Follower", "fourth": "choosing where the fourth Follower goes",
    "play": "choosing a card to play", "market": "trading at the Market", "temple": "sending Followers from the Temple",
    "fa": "using a follower action", "redistribute": "laying out the cards again",
    "offering": "deciding on an Offering",
    "swap": "choosing whom to swap with", "visit": "deciding on a Visit to an Apostle",
    "seat_apostle": "choosing a seat for the Apostle", "buy": "deciding whether to buy a Mahane card",
    "discard": "discarding down to 5 cards", "warehouse": "emptying the full Warehouse",
}


def waiting_words(kind: str, arg: str = "", n: int = 0) -> str:
    if kind == "fa":
        return f"Now deciding on a follower action: {step_words(arg, n)}."
    return f"Now {WAITING.get(kind, 'deciding')}."


def location_tip(cfg: Config, s: AnnoState, loc: str, name: Callable[[int], str]) -> str:
    from games.anno_domini.rules.config import FIELDS
    from games.anno_domini.rules.locations import field_spaces

    if loc == "market":
        prices = cfg.board["market"]["prices"]
        return ("The Market: buy or sell Stone for " + str(prices["stone"]) + ", Bread for " + str(prices["bread"])
                + ", Fish for " + str(prices["fish"]) + " Denarii, as often as you like; or a Mahane card "
                "for 2 Denarii instead of trading.")
    if loc == "temple":
        return ("The Temple: send Followers from your Camp to the Desert (1 Denarius), the Mountain (2) or the "
                "Lake (3). Into a full Location you bump another player's Follower, paying them the cost "
                "and 1 more to the supply.")
    f = FIELDS.index(loc)
    held = ", ".join(f"{name(k) if k < s.players else 'Barabbas'} {n}" for k, n in enumerate(s.fields[f])
                     if n) or "nobody"
    got = cfg.board["locations"]["yields"][loc]
    return (f"The {loc.capitalize()}: {field_spaces(cfg, s.players)} spaces, at most 3 Followers of one player. "
            f"A {loc.capitalize()} card gives 1 {got.capitalize()} per own Follower here. Here: {held}.")


def row_tip(cfg: Config, s: AnnoState, seat: int, row: int) -> str:
    cards = s.p[seat].rows[row]
    if not cards:
        return f"Card space {row + 1}: empty."
    symbols = ", ".join(cfg.cards[c].location.capitalize() for c in cards)
    return f"Card space {row + 1}: {symbols} (first played first)."


def favor_tip(cfg: Config, s: AnnoState, k: int, name: Callable[[int], str]) -> str:
    track = cfg.board["favor_track"]
    reward = track["rewards"].get(k, track["rewards"].get(str(k)))
    extra = (" and the Blocked Warehouse tile is removed" if reward == "unblock" else
             f" and {reward['denarii']} Denarii" if reward else "")
    here = ", ".join(name(seat) for seat in range(s.players) if s.p[seat].favors_done == k) or "nobody"
    if k == 0:
        return f"The Favor track's start. Here: {here}."
    return f"Favor track, {plural(k, 'Favor')} done: {plural(track['vp'][k], 'VP', 'VP')}{extra}. Here: {here}."


def sanhedrin_tip(cfg: Config, s: AnnoState, k: int) -> str:
    last = int(cfg.board["sanhedrin"]["length"]) - 1
    tile = s.judgments[k] if k < len(s.judgments) else ""
    words = f"Sanhedrin track, space {k} of {last}."
    if k == last:
        words += " The marker here ends the game."
    if tile in JUDGMENT_WORDS:
        words += (f" Judgment: {JUDGMENT_WORDS[tile]} to whoever moves the marker here, half (rounded down) "
                  "to everyone else.")
    elif tile:
        words += (" A solitaire Judgment tile lies here face down: turned over when the marker comes, it clears "
                  "some Last Supper spaces of your and the Friendly Followers and seats an Apostle.")
    if k == s.marker:
        words += " The marker stands here."
    return words


def set_tip(s: AnnoState, colour: str) -> str:
    from games.anno_domini.rules.config import APOSTLES, SET_COLOURS

    seq = ", ".join(x.capitalize() for x in s.sets[SET_COLOURS.index(colour)])
    waiting = s.apostles[APOSTLES.index(colour)]
    words = (f"{APOSTLE_WORDS[colour].capitalize()}'s set: {seq}, in this order in one card space. "
             f"{waiting} waiting. Appreciation: {APPRECIATION[colour]}.")
    if colour == "orange":
        words += (f" Judas needs the same set ({s.apostles[APOSTLES.index('judas')]} waiting): "
                  f"{APPRECIATION['judas']}.")
    return words


def plate_tip(cfg: Config, s: AnnoState, seat: int, name: Callable[[int], str]) -> str:
    pl = s.p[seat]
    hand = s.hand_sizes[seat] if s.hand_sizes else len(pl.hand or ())
    from games.anno_domini.rules.locations import goods_words

    goods = ", ".join(goods_words(r, getattr(pl, r)) for r in ("stone", "bread", "fish"))
    return (f"{name(seat)}: {pl.vp} VP, {plural(pl.denarii, 'Denarius', 'Denarii')}, {plural(hand, 'card')} in hand, "
            f"{plural(pl.camp, 'Follower')} in the Camp, {goods}, {plural(pl.offerings, 'Offering')}, "
            f"{plural(len(pl.parables), 'Parable')}, {plural(pl.favors_done, 'Favor')} done, "
            f"Illumination {'kept' if pl.illumination else 'used'}.")


def own_tip(cfg: Config, s: AnnoState, seat: int, what: str) -> str:
    from games.anno_domini.rules.locations import warehouse_room, warehouse_spaces

    pl = s.p[seat]
    if what == "warehouse":
        return (f"Camp and Warehouse: {warehouse_spaces(cfg, pl)} spaces shared by Followers in the Camp, Stone, "
                f"Bread, Fish and Offerings; {warehouse_room(cfg, pl)} free. Too much is returned only at the end "
                "of your own turn.")
    if what == "parables":
        held = ", ".join(NUMERALS[k - 1] for k in pl.parables) or "none"
        return f"Parables heard: {held}. At the end: 1, 3, 6, 10, 13, 15 or 18 VP for 1 to 7 of them."
    return "Illumination: use it once instead of playing a card for one Apostle's appreciation, or keep it for 5 VP."


def barabbas_tip(cfg: Config, s: AnnoState) -> str:
    """His plaque: what he holds, and how his cards work."""
    bar = s.bar
    assert bar is not None
    parts = ", ".join(f"{name} {vp}" for name, vp in zip(BAR_PARTS, bar.parts, strict=True) if vp)
    parts = parts or "none yet"
    return (f"Barabbas, the solitaire game's opponent, plays the {bar.colour} Followers: {bar.vp} VP ({parts}). "
            f"{len(bar.deck)} cards left in his deck, {plural(len(bar.parables), 'Parable')}. Each turn he draws "
            "a card and does its lines top to bottom. At the end he adds his Parables by the usual table; "
            "you must score more than he does (a tie is his).")
