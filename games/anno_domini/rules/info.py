"""Anno Domini's static facts, importable without loading any config."""

from __future__ import annotations

from games.core.contract import GameInfo, OptionSpec, PlayerColour

# The box's four Follower colours, in Okabe-Ito shades (colour-blind safe).
COLOURS = (
    PlayerColour("blue", (0, 114, 178)),
    PlayerColour("red", (213, 94, 0)),
    PlayerColour("yellow", (240, 228, 66)),
    PlayerColour("green", (0, 158, 115)),
)

APOSTLE_SETS = OptionSpec(
    key="apostle_sets",
    label="Apostle sets",
    choices=(("printed", "The Location symbols printed on the board"),
             ("random", "Location Symbol tiles drawn at random")),
    default="printed",
    help="The rulebook recommends the printed symbols for a first game; the tiles make every game's "
         "sets different.",
)

# The rulebook's main game is for 3 and 4 players, with its own changes for 2; the solitaire
# game against Barabbas (a side no seat plays, SideInfo("barabbas", "Barabbas")) comes next and
# widens min_players to 1.
INFO = GameInfo(
    id="anno_domini",
    title="Ierusalem: Anno Domini",
    short_title="Anno Domini",
    min_players=2,
    max_players=4,
    colours=COLOURS,
    options=(APOSTLE_SETS,),
    hidden_holdings=True,
    blurb="Play cards in sets to bring the Apostles to the Table of the Last Supper, and seat your "
          "Followers as close to Jesus and the Apostles as you can before the Sanhedrin condemns him.",
    sides=(),
)
