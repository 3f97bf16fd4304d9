"""The loaded config with every Area-bound action built once: legal_actions hands out these
shared instances instead of building hundreds of small objects on every call."""

from __future__ import annotations

from games.jerusalem.rules.actions import (
    MoveSquire,
    PickSquire,
    Place,
    PlaceBaron,
    SaveSquire,
    TakeResource,
    TakeRevenue,
)
from games.jerusalem.rules.config import Config
from games.jerusalem.rules.state import RESOURCES

MAX_SEATS = 4


class Catalog:
    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        ids = [a.id for a in cfg.areas]
        self.place = tuple(Place(a) for a in ids)
        self.baron = tuple(PlaceBaron(a) for a in ids)
        self.save = tuple(SaveSquire(a) for a in ids)
        self.move = tuple(tuple(MoveSquire(a, b) for b in ids) for a in ids)
        self.pick = tuple(tuple(PickSquire(seat, a) for a in ids) for seat in range(MAX_SEATS))
        self.take = tuple(TakeResource(r) for r in RESOURCES)
        # Each Area's revenue choices, the whole revenue first.
        self.revenue = tuple(
            tuple(TakeRevenue(sq, bz, pr)
                  for sq in range(a.revenue.squires, -1, -1)
                  for bz in range(a.revenue.bezants, -1, -1)
                  for pr in range(a.revenue.prestige, -1, -1))
            for a in cfg.areas
        )
        self.tower = cfg.district("tower").areas[0]
