"""Kreuzes' static facts and its options, importable without loading any config.

Each of the rulebook's five contradictions about cards is an option (the default is the
Reference Card's reading, KREUZES.md), as are the rulebook's variants and silence (a)."""

from __future__ import annotations

from games.core.contract import GameInfo, OptionSpec, PlayerColour, SideInfo
from games.kreuzes.rules.cubes import KNIGHTS, RGB

SARACENS = "saracens"

# The knights' cube colours, shaded as games/kreuzes/rules/cubes.py's RGB (the one source).
COLOURS = tuple(PlayerColour(knight.colour, RGB[knight.colour], knight.colour_words) for knight in KNIGHTS)

OPTIONS = (
    OptionSpec("decks", "Decks", (("two", "Movement and Event decks"), ("one", "One deck")), "two",
               "The Reference Card splits every draw between a Movement and an Event deck; Setup "
               "shuffles all 140 cards into one."),
    OptionSpec("hand_limit", "Hand limit", (("4+2", "4 Movement and 2 Event cards"), ("5", "5 cards")), "4+2",
               "The Reference Card's limit, or Phase 4's 5 cards."),
    OptionSpec("discards", "Discards", (("2", "Up to 2 cards"), ("any", "Any number")), "2",
               "Phase 3: the Reference Card's 'up to 2', or the section's 'as many as he wants'."),
    OptionSpec("draws", "Draws", (("allowance", "By morale: 2 + 1, 1 + 1, 1 + 0"),
                                  ("refill", "Refill to the limit"), ("replace", "Replace the discards")),
               "allowance",
               "Phase 4: the Reference Card's allowance by morale; or refill the hand (Phase 4 text, at most "
               "2 cards at morale 2-3 and 1 at 0-1); or draw as many as were discarded (same caps)."),
    OptionSpec("replacement", "Play-immediately replacement", (("choose", "The player chooses the deck"),
                                                                ("same", "From the same deck")), "choose",
               "Where the card drawn in place of a play-immediately card comes from."),
    OptionSpec("green_out", "Green cubes out when a knight wins", (("leave", "They leave the garrison"),
                                                                   ("back", "They go back to it")), "leave",
               "The rulebook is silent; leaving lets Jerusalem fall."),
    OptionSpec("victory_choice", "Choice of victory", ((False, "No"), (True, "Yes")), False,
               "Variant: who beats a pirate ship or an army chooses which starting space it goes back to."),
    OptionSpec("purple", "Emptying the tower", ((2, "Two purple cubes"), (1, "One purple cube")), 2,
               "Variant: each knight may empty the tower only once."),
    OptionSpec("cities", "City tokens", (("random", "Shuffled, treasure only"), ("historical", "Historical list")),
               "random", "Variant: each city has its own defenders and treasure, and Crete may be attacked."),
    OptionSpec("pre_drop", "The tower at the start",
               ((0, "Empty"), (5, "5 green troops dropped in"), (10, "10 green troops dropped in")), 0,
               "Variant: the tower starts with whatever stays of these inside."),
)

INFO = GameInfo(
    id="kreuzes",
    title="Im Zeichen des Kreuzes",
    short_title="Kreuzes",
    scored=False,
    min_players=2,
    max_players=5,
    colours=COLOURS,
    options=OPTIONS,
    hidden_holdings=True,
    blurb="Lead a crusader army across the Mediterranean, plunder Muslim cities and storm Jerusalem; "
          "every combat is decided by cubes falling through the tower.",
    sides=(SideInfo(SARACENS, "The Saracens"),),
)
