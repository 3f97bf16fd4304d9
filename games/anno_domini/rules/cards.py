"""Drawing, taking and discarding cards: each player's Starting deck, the Mahane deck with its
face-up cards, and the 33 A.D. deck."""

from __future__ import annotations

from games.anno_domini.rules.config import Config
from games.anno_domini.rules.state import AnnoState, note, update

DECK = "deck"  # TakeMahane's source for the top card of the Mahane deck


def starting_cards(cfg: Config, players: int) -> tuple[str, ...]:
    """Each player's Starting deck: the 2-player game has its own; the solitaire player mixes
    both 2-player decks into one of 20 cards."""
    if players == 1:
        return cfg.starting_two * 2
    return cfg.starting_two if players <= 2 else cfg.starting


def mahane_cards(cfg: Config, players: int) -> tuple[str, ...]:
    """The Mahane deck: the 1-2 player games use the Friendly Follower cards only."""
    return cfg.friendly_mahane if players <= 2 else cfg.mahane


def draw_own(w: AnnoState, seat: int, n: int) -> None:
    """`n` cards from one's own deck; an empty deck is made again from the discard pile, shuffled."""
    pl = w.p[seat]
    hand, deck, discard = list(pl.hand), pl.deck, pl.discard
    for _ in range(n):
        if not deck:
            if not discard:
                break
            pile = list(discard)
            w.rng.shuffle(pile)
            deck, discard = tuple(pile), ()
            note(w, f"{w.names[seat]} shuffles the discard pile into a new deck.")
        hand.append(deck[0])
        deck = deck[1:]
    update(w, seat, hand=tuple(sorted(hand)), deck=deck, discard=discard)


def mahane_sources(w: AnnoState) -> list[str]:
    return ([DECK] if w.mahane else []) + sorted(set(w.face_up))


def take_mahane(w: AnnoState, seat: int, source: str) -> str:
    """Into the hand: the deck's top card, or a face-up one replaced from the deck."""
    if source == DECK:
        card, w.mahane = w.mahane[0], w.mahane[1:]
    else:
        card = source
        k = w.face_up.index(card)
        w.face_up = w.face_up[:k] + w.face_up[k + 1:]
        if w.mahane:
            w.face_up, w.mahane = w.face_up + (w.mahane[0],), w.mahane[1:]
    update(w, seat, hand=tuple(sorted(w.p[seat].hand + (card,))))
    return card


def draw_ad33(w: AnnoState, seat: int) -> str | None:
    if not w.ad33:
        note(w, "The 33 A.D. deck is empty.")
        return None
    card, w.ad33 = w.ad33[0], w.ad33[1:]
    update(w, seat, hand=tuple(sorted(w.p[seat].hand + (card,))))
    return card


def put_away(cfg: Config, w: AnnoState, seat: int, card: str) -> None:
    """A used or discarded card: Starting cards to one's discard pile, the others under their deck."""
    deck = cfg.cards[card].deck
    if deck == "starting":
        update(w, seat, discard=w.p[seat].discard + (card,))
    elif deck == "mahane":
        w.mahane = w.mahane + (card,)
    else:
        w.ad33 = w.ad33 + (card,)


def drop_from_hand(w: AnnoState, seat: int, card: str) -> None:
    hand = list(w.p[seat].hand)
    hand.remove(card)
    update(w, seat, hand=tuple(hand))
