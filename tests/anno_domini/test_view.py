"""What each seat sees, undo limits, and the words for the log and the load list."""

from __future__ import annotations

from games.anno_domini.rules.actions import SKIP, PlaceFollower, PlayCard, TakeMahane
from games.anno_domini.rules.state import HIDDEN
from games.core.contract import IllegalAction, Seat
from games.core.rng import Rng
from tests.anno_domini.helpers import at, new_game, play, player, rules, table


def test_a_view_hides_other_hands_and_every_deck_order_but_shows_hand_sizes() -> None:
    s = new_game()
    v = rules().view(s, 1)
    assert v.p[1].hand == s.p[1].hand
    assert all(v.p[k].hand is None for k in (0, 2, 3))
    assert all(set(pl.deck) <= {HIDDEN} for pl in v.p) and set(v.mahane) == {HIDDEN} and set(v.ad33) == {HIDDEN}
    assert v.hand_sizes == (5, 5, 5, 5) and v.face_up == s.face_up
    assert rules().hidden_holdings(v, 0) is None and rules().hidden_holdings(v, 1) == {"hand": list(s.p[1].hand)}
    actor = s.actor
    assert rules().legal_actions(rules().view(s, actor)) == rules().legal_actions(s)


def test_drawing_a_card_cannot_be_undone_but_playing_one_can() -> None:
    s = player(new_game(), 0, denarii=5)
    waiting = at(s, 0, "buy")
    after = play(waiting, TakeMahane("deck"))
    assert rules().is_irreversible(waiting, TakeMahane("deck"), after)
    card = s.p[0].hand[0]
    playing = at(s, 0, "play")
    assert rules().is_irreversible(playing, PlayCard(card, 0), play(playing, PlayCard(card, 0))) is None
    ending = at(player(s, 0, hand=s.p[0].hand[1:]), 0, "buy")
    assert rules().is_irreversible(ending, SKIP, play(ending, SKIP)), "the refill draws"


def test_the_log_and_the_load_list_speak_plain_english() -> None:
    s = rules().setup({"players": 3}, [Seat(n, n) for n in ("Ann", "Ben", "Cy")], 4)
    assert rules().progress(s) == "Setting up"
    rng = Rng.from_seed(4)
    for _ in range(120):
        action = rng.choice(rules().legal_actions(s))
        line = rules().describe(s, action)
        after = rules().apply(s, action)
        for text in [line, *rules().aftermath(s, action, after)]:
            assert text and "None" not in text and "  " not in text and text[0].isupper()
        s = after
    assert rules().progress(s).startswith("Turn ")


def test_an_illegal_action_says_why_in_words() -> None:
    s = table(new_game(), clear_supper=True, supper={"T4a": 1})
    s = player(s, 0, fish=0, bread=0, stone=0)
    going = at(s, 0, "fa", arg="go_supper", items=("card",))
    reasons = {}
    for name, action in {"taken": PlaceFollower("T4a", "desert"), "pay": PlaceFollower("T1c", "desert"),
                         "source": PlaceFollower("T1c", "lake")}.items():
        try:
            rules().apply(going, action)
        except IllegalAction as err:
            reasons[name] = err.reason
    assert reasons == {"taken": "Space T4a is taken.", "pay": "blue cannot pay 2 Stones for space T1c.",
                       "source": "The Follower must come from a Location where blue has the most Followers."}
    try:
        rules().apply(at(s, 0, "play"), PlayCard("m01", 0))
    except IllegalAction as err:
        assert err.reason == "That card is not in blue's hand."
