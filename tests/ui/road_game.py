"""Road: the Siege test game (tests/core/siege_game.py) with a three-stage campaign for one
seat, for the campaign screens' tests. A failed try carries the cards the seat foraged over."""

from __future__ import annotations

from dataclasses import replace

from games.core.contract import CampaignInfo, StageInfo
from tests.core import siege_game
from tests.core.siege_game import SiegeRules

MARCH = CampaignInfo("march", "The March", 1, (
    StageInfo("gate", "Gate", "as it comes", (("walls", "low"),)),
    StageInfo("ford", "Ford", "a ford to hold", (("ford", True),)),
    StageInfo("keep", "Keep", "the keep itself", (("walls", "high"),)),
), goal="keep the Raiders out", carry="the cards you foraged")

INFO = replace(siege_game.INFO, id="road", title="Road", campaigns=(MARCH,))


class RoadRules(SiegeRules):
    info = INFO

    def campaign_options(self, campaign, stage, options, carried):
        out = super().campaign_options(campaign, stage, options, carried)
        out["kept"] = len(carried)
        return out

    def carried_over(self, state, seat):
        return tuple(f"card{i}" for i in range(3))


def make_rules() -> RoadRules:
    return RoadRules()


make_resolver = siege_game.make_resolver  # its drops are Siege's
