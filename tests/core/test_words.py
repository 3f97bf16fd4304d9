"""Player-facing words of the rules engines read as plain English: whole random games of
Medina and Jerusalem are played, and every log line (an action's own line and what followed by
itself), every reason given for a refused try and every score line is checked for the slips
testers saw: "1 Squires", "a orange palace", "large Area (large)", a doubled word."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from games import registry
from games.core.contract import Action, IllegalAction, Rules, Seat
from games.core.english import plural, with_article
from games.core.rng import Rng
from games.jerusalem.rules import actions as ja
from games.medina.rules.state import Place

NAMES = ("Anna", "Ben", "Clara", "Dan")

# Each slip as a pattern, with what it stands for (the failure message names it).
SLIPS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"(?<![\w.])1 (?:\w+ )?[A-Za-z]+s\b"), "one of a plural ('1 Squires', '1 Action cards')"),
    (re.compile(r"(?<![\w.])(?:0|[2-9]|\d\d+) (?:Squire|Bezant|Action card|card|floor|piece|stable|wall|"
                r"inhabitant|dome|Prestige point|mercenar(?:y|ie))\b(?!s)"), "many of a singular ('2 Squire')"),
    (re.compile(r"\b[Aa] [AEIOUaeiou]"), "'a' before a vowel ('a orange palace')"),
    (re.compile(r"\b[Aa]n [^AEIOUaeiou\W]"), "'an' before a consonant"),
    (re.compile(r"\b(\w+)\b[^()]*\(\1\)"), "a word repeated in brackets ('large Area (large)')"),
    (re.compile(r"\b(\w+) \1\b", re.IGNORECASE), "a doubled word"),
    (re.compile(r" [.,:;!?]|  |\.\.(?!\.)|\s$|^\s"), "stray spacing or punctuation"),
    (re.compile(r"\w-$|\w{3,}[a-z]\s[a-z]\b(?<!\ba)(?<!\bI)"), "a word cut in two ('mercenarie s')"),
]


def slips(line: str) -> list[str]:
    return [what for pattern, what in SLIPS if pattern.search(line)]


def test_the_slip_patterns_catch_what_the_testers_saw() -> None:
    """The patterns themselves: each sentence the testers reported is caught, the fixed one is not."""
    seen = ["A orange palace piece must go next to it.", "Anna has already claimed a orange palace.",
            "Ben loses 1 Squires in Templars, left Area.", "Clara shows 1 Action cards.",
            "Ben bids for 1 Bezants.", "Templars, large Area (large)", "Card: Genoese mercenarie s",
            "Anna takes 2 Bezant."]
    assert all(slips(line) for line in seen), [line for line in seen if not slips(line)]
    fixed = ["An orange palace piece must go next to it.", "Anna has already claimed an orange palace.",
             "Ben loses 1 Squire in Templars, left Area.", "Clara shows 1 Action card and 0 Bezants.",
             "Ben bids 1 Bezant for the Constable.", "Templars, large Area", "Anna places a dome on B2.",
             "The War strikes 2 Squires of Ben.", "Anna places a grey palace piece on E5."]
    assert [line for line in fixed if slips(line)] == []


def test_plural_and_article() -> None:
    assert [plural(n, "Squire") for n in (0, 1, 2)] == ["0 Squires", "1 Squire", "2 Squires"]
    assert plural(1, "mercenary", "mercenaries") == "1 mercenary" and plural(3, "mercenary", "mercenaries") == (
        "3 mercenaries")
    assert with_article("orange palace") == "an orange palace" and with_article("grey palace") == "a grey palace"
    assert with_article("orange palace", capital=True) == "An orange palace"
    assert with_article("inhabitant", capital=True) == "An inhabitant"


# --- wrong tries for each game: actions of every shape, most of them illegal at any moment ---


def _medina_tries(rules: Rules, state: object, rng: Rng) -> Iterator[Action]:
    layout = rules.config.layout  # type: ignore[attr-defined]
    pieces = rules.pieces  # type: ignore[attr-defined]
    for _ in range(6):
        yield Place(pieces[rng.below(len(pieces))], layout.cell(rng.below(layout.size)))


def _jerusalem_tries(rules: Rules, state: object, rng: Rng) -> Iterator[Action]:
    cfg = rules.config  # type: ignore[attr-defined]
    areas = [a.id for a in cfg.areas]
    cards = sorted(cfg.cards)
    players = state.players  # type: ignore[attr-defined]

    def area() -> str:
        return areas[rng.below(len(areas))]

    shapes: list[Callable[[], Action]] = [
        lambda: ja.ChooseOffice(1 + rng.below(4)), lambda: ja.Bid(rng.below(20)), lambda: ja.PASS,
        lambda: ja.PickCard(cards[rng.below(len(cards))]), lambda: ja.Place(area()), lambda: ja.PlaceBaron(area()),
        lambda: ja.HIRE, lambda: ja.PEDDLE, lambda: ja.PlayCard(cards[rng.below(len(cards))]),
        lambda: ja.MarshalOrder(("move", "bezant")[rng.below(2)]), lambda: ja.MoveSquire(area(), area()),
        lambda: ja.PickSquire(rng.below(players), area()), lambda: ja.TakeResource(("squire", "bezant", "prestige")[
            rng.below(3)]), lambda: ja.END_TURN, lambda: ja.DONE, lambda: ja.BUY_CARD,
        lambda: ja.BuyPrestige(1 + rng.below(3)), lambda: ja.Steal(rng.below(players)),
        lambda: ja.TakeRevenue(rng.below(5), rng.below(5), rng.below(3)), lambda: ja.Rescue(rng.below(4)),
        lambda: ja.SaveSquire(area()),
    ]
    for _ in range(6):
        yield shapes[rng.below(len(shapes))]()


TRIES = {"medina": _medina_tries, "jerusalem": _jerusalem_tries}


def _game_lines(game_id: str, players: int, seed: int) -> Iterator[tuple[str, str]]:
    """(where, line) for every line the rules say along one random game."""
    rules = registry.rules(game_id)
    seats = [Seat(NAMES[k], rules.info.colours[k].name) for k in range(players)]
    state = rules.setup(rules.info.default_options(players), seats, seed)
    rng = Rng.from_seed(seed)
    steps = 0
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        for action in [legal[rng.below(len(legal))] for _ in range(2)]:
            yield f"describe {action}", rules.describe(state, action)
        for action in TRIES[game_id](rules, state, rng):
            if action in legal:
                continue
            try:
                rules.apply(state, action)
            except IllegalAction as err:
                yield f"refusal of {action}", err.reason
            else:
                raise AssertionError(f"{action} is not among the legal actions but was accepted")
        if game_id == "medina":
            yield "why no dome", rules.why_no_dome(state, rules.current_player(state))  # type: ignore[attr-defined]
        action = legal[rng.below(len(legal))]
        after = rules.apply(state, action)
        for line in [rules.describe(state, action), *rules.aftermath(state, action, after)]:
            yield f"log after {action}", line
        state = after
        steps += 1
        assert steps < 3000
    for sheet in rules.scores(state):
        for line in sheet.detail:
            yield "score", line
        for name, _ in sheet.parts:
            yield "score part", name


@pytest.mark.parametrize("game_id,players,seed", [
    ("medina", 3, 1), ("medina", 4, 2), ("jerusalem", 2, 3), ("jerusalem", 3, 4), ("jerusalem", 4, 5),
])
def test_every_line_of_a_random_game_reads_as_plain_english(game_id: str, players: int, seed: int) -> None:
    bad: dict[str, str] = {}
    count = 0
    for where, text in _game_lines(game_id, players, seed):
        for line in text.splitlines():
            count += 1
            for what in slips(line):
                bad.setdefault(f"{what}: {line!r}", where)
    assert count > 500
    assert not bad, "\n".join(f"{k}   ({v})" for k, v in list(bad.items())[:20])
