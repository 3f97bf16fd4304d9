"""Moves a sensible Jerusalem player never makes, each with its reason. The search's order
leaves them out (while something else is legal), so Normal and Hard never choose them
(tests/jerusalem/test_ai_sense.py holds a position for each).

- Peddling influence in a turn that hired mercenaries, or hiring in a turn that peddled: a
  Squire bought for 1 to 3 Bezants goes back for a third of one. A player short of Bezants
  does not hire, and one who hires has no need to sell Squires.
- Peddling when fewer than three idle Squires stand on the board: idle means neither
  placed this turn (the free Squires of an Influence card, a mercenary just put down) nor
  needed to keep an Area its owner controls. Three Squires that win revenue, or that were
  brought this turn for a purpose, are worth far more than a Bezant.
- Picking for peddling a Squire that is not idle while an idle one could go.
- Bidding for an Office more than it is worth to the bidder: what it brings (Squires at two
  Bezants, the Genoese price, its Bezants, the Treasurer's discount, turn order and the ties
  it wins) beyond the worst Office still up, which the bidder gets by passing at worst. The
  Bezants saved buy Prestige at the Market and the Offices of the rounds ahead.
"""

from __future__ import annotations

from games.core.contract import Action
from games.jerusalem.rules import city
from games.jerusalem.rules.actions import Bid, Hire, Peddle, PickSquire
from games.jerusalem.rules.auction import offices_up
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.config import Office
from games.jerusalem.rules.state import JerusalemState

# What an Office's Squire is worth in Bezants when bidding: the Genoese price (the normal
# mercenary price is 3, but nobody hires every Squire they could use).
SQUIRE_BEZANTS = 2
# Each place earlier in the turn order is worth this much: the ties for every Area and
# District it wins, and the first pick of the Action cards.
RANK_BEZANTS = 1


class Sense:
    """The never-rules bound to one configuration."""

    def __init__(self, cat: Catalog) -> None:
        self.cat = cat
        self.cfg = cfg = cat.cfg
        self.price = cfg.rules["mercenary_price"]
        self.peddle_squires = cfg.rules["peddling"]["squires"]
        last = max(cfg.offices)
        self.worth = {number: self._office_bezants(o, last) for number, o in cfg.offices.items()}

    def _office_bezants(self, o: Office, last: int) -> int:
        discount = sum(self.price - p for p in o.discount_prices)
        return (SQUIRE_BEZANTS * o.squires + o.bezants + o.marshal_bezants + discount
                + RANK_BEZANTS * (last - o.number))

    def sensible(self, s: JerusalemState, actions: list[Action]) -> list[Action]:
        """`actions` without those no sensible player makes here; all of them if every one is such."""
        kept = [a for a in actions if not self.never(s, a, actions)]
        return kept or actions

    def never(self, s: JerusalemState, action: Action, actions: list[Action]) -> bool:
        if isinstance(action, Bid) and s.step == "auction":
            return action.amount > self.most_bid(s)
        if s.step != "deploy" or s.actor is None:
            return False
        seat = s.actor
        if isinstance(action, Hire):
            return s.turn.peddled > 0
        if isinstance(action, Peddle):
            return s.turn.hired > 0 or sum(self.idle(s, seat).values()) < self.peddle_squires
        if isinstance(action, PickSquire) and action.seat == seat and s.turn.pending is not None \
                and s.turn.pending.mode == "peddle":
            idle = self.idle(s, seat)
            return not idle.get(self.cfg.area_index(action.area)) and any(idle.values())
        return False

    def most_bid(self, s: JerusalemState) -> int:
        """The most the Office under the hammer is worth to a bidder, in Bezants: what it brings
        beyond the worst Office still up."""
        office = s.auction_office
        if office is None:
            return 0
        others = [self.worth[o] for o in offices_up(self.cat, s) if o != office]
        return max(0, self.worth[office] - min(others, default=0))

    def idle(self, s: JerusalemState, seat: int) -> dict[int, int]:
        """Per Area the seat may peddle from: its Squires there that neither came this turn nor
        keep the Area under its control."""
        out = {}
        for a in city.peddling_sources(s, seat):
            row = s.board[a]
            keep = 0
            if city.leader(row, s.offices) == seat:
                others = max((n for k, n in enumerate(row) if k != seat), default=0)
                keep = next(k for k in range(others, row[seat] + 1)
                            if city.leader(row[:seat] + (k,) + row[seat + 1:], s.offices) == seat)
            out[a] = max(0, min(row[seat] - keep, row[seat] - s.turn.arrived[a]))
        return out

