"""The cards: decks and discard piles, hands and their limit, Phase 3's discards and Phase 4's
draws with every reading of the rulebook the options offer (games/kreuzes/rules/info.py)."""

from __future__ import annotations

from games.kreuzes.rules.state import HIDDEN, HIDDEN_EVENT, HIDDEN_MOVEMENT, KreuzesState, Task, note, with_item
from games.kreuzes.rules.supply import Kit

MOVEMENT, EVENT = "movement", "event"


def deck_of(k: Kit, w: KreuzesState, card: str) -> str:
    """The pile a card is drawn from and discarded to: with one deck, every card is in the first."""
    return MOVEMENT if w.option("decks") == "one" else card_deck(k, card)


def card_deck(k: Kit, card: str) -> str:
    """The deck a card belongs to, also for a face-down card in a view."""
    if card in (HIDDEN, HIDDEN_MOVEMENT):
        return MOVEMENT
    return EVENT if card == HIDDEN_EVENT else k.config.cards[card].deck


def held(k: Kit, w: KreuzesState, seat: int, deck: str) -> int:
    return sum(1 for c in w.hands[seat] if card_deck(k, c) == deck)


def has_room(k: Kit, w: KreuzesState, seat: int, deck: str) -> bool:
    """Whether one more card of `deck` fits the hand limit."""
    total = len(w.hands[seat])
    hand = k.number("draws", "hand")
    if w.option("hand_limit") == "5":
        return total < hand["single"]
    if w.option("decks") == "one":
        return total < hand["movement"] + hand["event"]
    return held(k, w, seat, deck) < hand[deck]


def _piles(deck: str) -> tuple[str, str]:
    return ("move_deck", "move_discard") if deck == MOVEMENT else ("event_deck", "event_discard")


def available(w: KreuzesState, deck: str) -> int:
    pile, used = _piles(deck)
    return len(getattr(w, pile)) + len(getattr(w, used))


def take_top(w: KreuzesState, deck: str) -> str | None:
    """The top card of a deck; an empty deck is first made again from its shuffled discards."""
    pile, used = _piles(deck)
    if not getattr(w, pile):
        cards = list(getattr(w, used))
        if not cards:
            return None
        w.rng.shuffle(cards)
        setattr(w, pile, tuple(cards))
        setattr(w, used, ())
        note(w, f"The {deck} discards are shuffled into a new deck.")
    cards = getattr(w, pile)
    setattr(w, pile, cards[1:])
    return cards[0]


def put_back(w: KreuzesState, deck: str, card: str) -> None:
    """A card returned into its deck, which is shuffled again (setup's play-immediately cards)."""
    pile, _used = _piles(deck)
    cards = list(getattr(w, pile)) + [card]
    w.rng.shuffle(cards)
    setattr(w, pile, tuple(cards))


def give(w: KreuzesState, seat: int, card: str) -> None:
    w.hands = with_item(w.hands, seat, tuple(sorted(w.hands[seat] + (card,))))


def take_from_hand(w: KreuzesState, seat: int, card: str) -> None:
    hand = list(w.hands[seat])
    hand.remove(card)
    w.hands = with_item(w.hands, seat, tuple(hand))


def leave_hand(k: Kit, w: KreuzesState, seat: int, card: str) -> None:
    """A card played or discarded from a hand; the turn's knight counts it (the reading of Phase 4
    that replaces what was discarded: played cards go to the discards too)."""
    take_from_hand(w, seat, card)
    if seat == w.turn and w.phase != "setup":
        movement, event = w.spent
        is_move = deck_of(k, w, card) == MOVEMENT
        w.spent = (movement + is_move, event + (not is_move))


def to_discard(k: Kit, w: KreuzesState, card: str) -> None:
    _pile, used = _piles(deck_of(k, w, card))
    setattr(w, used, getattr(w, used) + (card,))


def spend(k: Kit, w: KreuzesState, card: str) -> None:
    """A played card leaves the game when it bears the cross, else goes to its discard pile."""
    if k.config.cards[card].once:
        w.removed = w.removed + (card,)
    else:
        to_discard(k, w, card)


def deal_safe(k: Kit, w: KreuzesState, seat: int, deck: str, n: int) -> None:
    """Setup's deal: a play-immediately card goes back into its shuffled deck and another comes."""
    for _ in range(n):
        for _attempt in range(200):
            card = take_top(w, deck)
            if card is None:
                return
            if not k.config.cards[card].immediate:
                give(w, seat, card)
                break
            put_back(w, deck, card)


# --- Phase 4 ---


def _row(k: Kit, key: str, morale: int) -> list[int]:
    return next(row for row in k.number("draws", key) if morale >= row[0])


def plan_draws(k: Kit, w: KreuzesState, seat: int) -> tuple[int, int]:
    """How many Movement and Event cards the knight draws (one deck: all in the first number)."""
    morale = w.knights[seat].morale
    reading = w.option("draws")
    if reading == "allowance":
        _m, movement, event = _row(k, "allowance", morale)
        return (movement + event, 0) if w.option("decks") == "one" else (movement, event)
    cap = _row(k, "caps", morale)[1]
    if reading == "replace":
        movement, event = w.spent
        movement = max(movement, 1 - event)  # at least one card, so an empty hand fills again
    else:  # refill to the limit
        hand = k.number("draws", "hand")
        limit = hand["single"] if w.option("hand_limit") == "5" else hand["movement"] + hand["event"]
        room = limit - len(w.hands[seat])
        if w.option("decks") == "one":
            movement, event = max(0, room), 0
        elif w.option("hand_limit") == "5":
            event = min(max(0, room), max(0, hand["event"] - held(k, w, seat, EVENT)), 1)
            movement = max(0, room - event)
        else:
            movement = hand["movement"] - held(k, w, seat, MOVEMENT)
            event = hand["event"] - held(k, w, seat, EVENT)
    if w.option("decks") == "one":
        movement, event = movement + event, 0
    event = min(event, max(0, cap - 1) if movement else cap)
    movement = min(movement, cap - event)
    return max(0, movement), max(0, event)


def draw_one(k: Kit, w: KreuzesState, seat: int, deck: str) -> bool:
    """Draw one card for the knight in Phase 4: a play-immediately card is played at once
    (events.immediate) and owes a replacement. False when the deck and its discards are empty."""
    from games.kreuzes.rules import events

    card = take_top(w, deck)
    if card is None:
        return False
    if card == HIDDEN:  # a view's face-down deck (the search samples the real cards first)
        give(w, seat, HIDDEN_EVENT if deck == EVENT else HIDDEN_MOVEMENT)
    elif k.config.cards[card].immediate:
        events.immediate(k, w, seat, card)
        if w.winner is None:
            if w.option("replacement") == "same":
                w.tasks = w.tasks + (Task("redraw", -1, piece=deck),)
            else:
                w.tasks = w.tasks + (Task("replace", seat, piece=card),)  # the card, for the table's words
    else:
        give(w, seat, card)
    return True


def replacement_decks(k: Kit, w: KreuzesState, seat: int) -> list[str]:
    decks = [MOVEMENT] if w.option("decks") == "one" else [MOVEMENT, EVENT]
    return [d for d in decks if has_room(k, w, seat, d) and available(w, d)]


def continue_draws(k: Kit, w: KreuzesState) -> bool:
    """Phase 4's draws go on until done (True) or a decision is owed (False)."""
    seat = w.turn
    while not w.tasks and w.winner is None:
        movement, event = w.drawn
        if movement > 0:
            deck, w.drawn = MOVEMENT, (movement - 1, event)
        elif event > 0:
            deck, w.drawn = EVENT, (movement, event - 1)
        else:
            return True
        if has_room(k, w, seat, deck):
            draw_one(k, w, seat, deck)
    return False
