"""Anno Domini's static facts, importable without loading any config."""

from __future__ import annotations

from games.core.contract import CampaignInfo, GameInfo, OptionSpec, PlayerColour, SideInfo, StageInfo

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
         "sets different. Alone against Barabbas the printed symbols are always used.",
)

BARABBAS_COLOUR = OptionSpec(
    key="barabbas_colour",
    label="Barabbas's colour",
    choices=(("auto", "The first colour you do not play"),) + tuple((c.name, c.shown) for c in COLOURS),
    default="auto",
    help="Alone against Barabbas: the colour of his Followers. The two colours left over are the Friendly "
         "Followers. If you pick your own colour he takes the first free one.",
)

# The rulebook's solitaire campaign, The Road to Jerusalem: its towns in order, each adding what
# it says here to every earlier town's difficulties (games/anno_domini/rules/towns.py).
TOWNS = ("nazareth", "cana", "samaria", "emmaus", "jericho", "bethany", "jerusalem")
ADDS = {
    "nazareth": "the plain solitaire game",
    "cana": "Location Symbol tiles for the sets",
    "samaria": "+1 VP to Barabbas for each of his Followers at the Last Supper at the end",
    "emmaus": "no Stone, Bread or Fish at the start",
    "jericho": "no corner Follower and no Offering at the start",
    "bethany": "none of your Followers in the Locations at the start",
    "jerusalem": "the 3 VP Parables on top of the stacks",
}
SOLO_MARK = 150  # a town is won by beating Barabbas with this many VP

ROAD_TO_JERUSALEM = CampaignInfo(
    id="road_to_jerusalem",
    title="The Road to Jerusalem",
    players=1,
    stages=tuple(StageInfo(t, t.capitalize(), ADDS[t], (("town", t),)) for t in TOWNS),
    goal=f"beat Barabbas with {SOLO_MARK} VP or more",
    carry="the Parable tiles you won",
    blurb="Seven solitaire games against Barabbas, from Nazareth to Jerusalem, each town harder than the last.",
)

TOWN = OptionSpec(
    key="town",
    label="Campaign town",
    choices=(("nazareth", "Nazareth: the plain solitaire game"),
             ("cana", "Cana: + Location Symbol tiles for the sets"),
             ("samaria", "Samaria: + his Followers at the Supper score"),
             ("emmaus", "Emmaus: + no goods at the start"),
             ("jericho", "Jericho: + no corner Follower, no Offering"),
             ("bethany", "Bethany: + no Followers in the Locations"),
             ("jerusalem", "Jerusalem: + 3 VP Parables on top")),
    default="nazareth",
    help="Alone against Barabbas: the difficulties of the rulebook's campaign, each town adding its own to "
         "those of the towns before it. A town is won by beating him with 150 VP or more.",
)

# The rulebook's main game is for 3 and 4 players, with its own changes for 2 and for one player
# alone against Barabbas (a side no seat plays).
INFO = GameInfo(
    id="anno_domini",
    title="Ierusalem: Anno Domini",
    short_title="Anno Domini",
    min_players=1,
    max_players=4,
    colours=COLOURS,
    options=(APOSTLE_SETS, BARABBAS_COLOUR, TOWN),
    hidden_holdings=True,
    blurb="Play cards in sets to bring the Apostles to the Table of the Last Supper, and seat your "
          "Followers as close to Jesus and the Apostles as you can before the Sanhedrin condemns him.",
    # the New game screen shows each option only where it applies (games.ui.new_game_scene.shown_options)
    extra={"option_players": {"apostle_sets": (2, 3, 4), "barabbas_colour": (1,), "town": (1,)}},
    sides=(SideInfo("barabbas", "Barabbas", plural=False),),
    campaigns=(ROAD_TO_JERUSALEM,),
)
