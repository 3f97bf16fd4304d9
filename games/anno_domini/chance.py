"""Anno Domini's resolver: Barabbas's turn in the solitaire game draws the top card of his deck.
It reads the full state (a view hides his deck) and returns the self-contained outcome, the card
by name; the rules check it lies in his deck, and the log keeps it for every replay. The playback
is the card's id: the table shows it large while his turn plays out."""

from __future__ import annotations

from typing import Any

from games.anno_domini.rules.actions import BarabbasTurn
from games.anno_domini.rules.state import HIDDEN
from games.core.chance import Resolution, Resolver
from games.core.contract import ChanceRequest, Rules
from games.core.rng import Rng


def make_resolver(rules: Rules) -> Resolver:
    def resolve(state: Any, request: ChanceRequest, rng: Rng) -> Resolution:
        bar = state.bar
        if bar is None or request.kind != "barabbas_card":
            raise LookupError(f"Anno Domini has no outcome of chance for {request.kind!r}.")
        if not bar.deck or bar.deck[0] == HIDDEN:
            raise LookupError("Barabbas's card is drawn from the full state, not from a view of his hidden deck.")
        card = bar.deck[0]
        return Resolution(BarabbasTurn(card), card)  # the table shows the card drawn

    return resolve
