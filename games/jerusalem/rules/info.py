"""Jerusalem's static facts, importable without loading any config."""

from __future__ import annotations

from games.core.contract import GameInfo, OptionSpec, PlayerColour

# The box's four colours, in Okabe-Ito shades (colour-blind safe).
COLOURS = (
    PlayerColour("blue", (0, 114, 178)),
    PlayerColour("red", (213, 94, 0)),
    PlayerColour("yellow", (240, 228, 66)),
    PlayerColour("green", (0, 158, 115)),
)

FIRST_BIDDER = OptionSpec(
    key="first_bidder",
    label="First bidder",
    choices=(("tallest", "The first seat (seat the tallest person there)"), ("lot", "Drawn by lot")),
    default="tallest",
    help="The rulebook lets the tallest player open the first auction; the table cannot measure "
         "people, so the first seat stands in for them unless the opener is drawn by lot.",
)

INFO = GameInfo(
    id="jerusalem",
    title="Jerusalem",
    min_players=2,
    max_players=4,
    colours=COLOURS,
    options=(FIRST_BIDDER,),
    hidden_holdings=True,
    blurb="Bid for the Offices of the crusader city, deploy Squires across its Districts, and turn "
          "Prestige into the tallest castle tower in five rounds.",
    extra={"two_player": "With two players the rulebook's variant applies: Marshal and Admiral only, "
                         "no Election of the Patriarch, and only the King's Palace, the Templars, the "
                         "Market and the Tower of David are in play."},
)
