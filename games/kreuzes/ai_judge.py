"""The Kreuzes knights' judgement for the search: where a knight is heading (his goal), how
good a position is for each knight and for the Saracens, and which moves come first or are
never worth trying (the moves a sensible knight never makes; tests/kreuzes/test_ai_sense.py).

A knight's worth is his best plan's (games/kreuzes/ai_plan.py): the steps left through the
Muslim cities the attack on Jerusalem needs and on to it, or by a Christian city to enlist or
pray first; his troops against what the fights ahead want; morale up to 6; his chance against
the garrison once ready. Commitments come from the tower's odds (games/kreuzes/ai_odds.py).
The Saracens win if nobody gets there: their standing rises as the green reserve nears its
end, so every knight feels it, the one far ahead of the others too."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from itertools import islice

from games.core.contract import Action
from games.kreuzes import ai_plan as plan
from games.kreuzes.ai_odds import siege_chance, take_chance, win_chance
from games.kreuzes.ai_plan import Roads
from games.kreuzes.ai_route import Hand, March, Router
from games.kreuzes.rules.actions import (
    Attack,
    Commit,
    Discard,
    Empty,
    EndDiscards,
    EndMoves,
    Enlist,
    GoOn,
    Halt,
    Play,
    Plunder,
    Pray,
    SetupDiscard,
    SetupDone,
    SiegeAttack,
    SiegeDefend,
    SkipCity,
    Step,
)
from games.kreuzes.rules.decks import MOVEMENT, held, plan_draws
from games.kreuzes.rules.engine import KreuzesRules
from games.kreuzes.rules.state import Knight, KreuzesState
from games.kreuzes.rules.supply import green_box, muslim_taken, troop_box

# A knight fights a Muslim city's defenders with at least this many troops more (the tower
# keeps some of his, and green cubes inside may come out against him).
MUSLIM_MARGIN = 2
# Morale at or below which plundering a Christian city (-3) is never sensible.
LOW_MORALE = 3
# Morale below which a knight heads for a Christian city to pray rather than onward.
PRAY_BELOW = 6
# The least chance of taking Jerusalem in one siege (ai_odds.take_chance) at which a knight
# attacks it, and then always does, and goes on after a won round: the evaluation alone would
# wait, as a won round costs him about what it takes from the garrison. Not a coin's toss: a
# lost round costs every troop of his that fell out, and enlisting them again takes a turn in a
# city for each ten, so a knight who lost one at even odds seldom came back before the end.
ATTACK_CHANCE = 0.65
# ... but with the Saracens' end near (fewer green troops in the box than LATE_RESERVE, a few
# Saracen Offensives from its end), waiting loses for sure: the least chance falls with the
# box, to LAST_CHANCE (a fair chance of winning a round or two, and the Pope's reward).
LATE_RESERVE = 12
LAST_CHANCE = 0.1
# A rival with his Muslim cities, his morale and the troops to attack within CONTEST_REACH
# steps of Jerusalem (two turns' march) takes a garrison a knight wore down and left: with one
# near, a knight on Jerusalem strikes, and after a won round goes on, at this lesser chance of
# taking it, the green cubes inside the tower reckoned to fall in the next round only. Against
# greedy knights Normal won two rounds (21 to 5 green troops), halted with 9 troops, and the
# knight behind him took Jerusalem on his next turn.
PRESS_ON = 0.35
CONTEST_REACH = 6
# A knight at his strongest (no troops left in his box to enlist) attacks Jerusalem, though he
# cannot hope to take it in one siege, when he wins a round against the most the defender may
# field with at least this chance: each won round's green troops leave the garrison for good.
WEAR = 0.35
# ... and each step of a plan costs this much more for every green troop the box holds below
# LATE_RESERVE (four times as much with the box empty).
HURRY = 0.25
# The green reserve below which the Saracens' standing rises (3 a cube, twice as fast after
# the first time it ran out): from -40 with a full box to about a ready knight's worth near empty.
SARACEN_RESERVE = 30
# Loose green troops beaten go back to the box and refill the Saracens' reserve, their clock
# (each cube lowers the Saracens' standing by 3, as much as three steps of a knight's plan):
# with the box below this, a knight with his Muslim cities and morale clears a stack beside
# him that he surely beats (SAFE), though it lies off his road. Before the first attack every
# knight clears those that would join the garrison at any level of the box.
CLEAR_BELOW = 24
# Green cubes inside that are worth a purple cube while the knight is far from Jerusalem (he
# keeps his last one for it), and what that last cube is worth to him.
EMPTY_AT = 6
PURPLE = 2.0
# How many steps ahead a knight's hand is judged against the road (Judge.demand).
ROUTE_LOOKAHEAD = 4
# A combat's commitment: below this chance of winning with everything he has, a knight may as
# well commit the least (0 against pirates, armies and raids) and keep his troops; above it,
# he commits enough to come near his best chance (COMMIT_SURE at most) and never less.
HOPELESS = 0.3
# How near Jerusalem (in steps, about two turns' march) a Hard knight with at most one Muslim
# city to go keeps a card for its terrain (Judge.wants_the_gate_card).
GATE_CARD_REACH = 8
# A fight on the way that a ready knight takes in his stride.
SAFE = 0.9
COMMIT_SURE = 0.9


class Judge:
    """Distances and weights bound to one Rules object (one map, one configuration)."""

    def __init__(self, rules: KreuzesRules, hard: bool = False) -> None:
        """`hard`: Hard's judgement (KreuzesHooks.for_level). A knight's plans leave out the
        Muslim cities a rival will take first (Judge.uncontested), and near the end of his road he
        keeps a card for Jerusalem's own terrain (Judge.wants_the_gate_card)."""
        self.hard = hard
        self.rules = rules
        self.kit = rules.kit
        board = rules.board
        self.jerusalem = board.jerusalem
        self.gate_terrain = board.spaces[board.jerusalem].terrain
        self.faith = {c.id: c.faith for c in board.cities()}
        # From every city and Jerusalem to every space: the goals' distance tables.
        self.dist: dict[str, dict[str, int]] = {
            goal: {s: board.distance(s, goal) for s in board.spaces} for goal in [*self.faith, board.jerusalem]}
        self.roads = Roads(self.dist, board.jerusalem)
        self.router = Router(self.kit.near, self.dist)
        self.handful = self.kit.number("cubes", "handful")
        self.per_treasure = self.kit.number("cities", "troops_per_treasure")
        self.most_enlist = self.kit.number("cities", "most_treasure")
        self.pray = self.kit.number("cities", "pray")
        self.muslim_morale = self.kit.number("cities", "muslim_morale")
        # A face-down Muslim token's treasure as a knight reckons it: the tokens' mean.
        muslim_treasure = [c.treasure for c in rules.config.cities.values() if c.faith == "muslim"]
        self.muslim_treasure = round(sum(muslim_treasure) / len(muslim_treasure))
        self.most_morale = self.kit.number("morale", "most")
        self.green_total = self.kit.number("cubes", "green")
        self.march = self.kit.number("jerusalem", "march")
        self.least_attack = self.kit.number("jerusalem", "troops")
        self.halt_at = self.kit.number("jerusalem", "halt_at")
        self.least_defence = self.kit.number("jerusalem", "least_defence")

    # --- facts ---

    def need(self, state: KreuzesState) -> int:
        return self.kit.by_size("jerusalem", "cities", players=state.players)

    def garrison_to_come(self, state: KreuzesState) -> int:
        """Jerusalem's garrison as the first attack will find it: before that attack every loose
        green troop within the march's reach joins it (rules/jerusalem.py's march). Knights who
        lose fights leave green troops lying about, and a knight who counted only the Citadel's
        would walk in at 26 against 21 and meet 33."""
        if state.attacks:
            return state.garrison
        to_j = self.dist[self.jerusalem]
        return state.garrison + sum(n for space, n in state.loose if to_j[space] <= self.march)

    def garrison_met(self, state: KreuzesState) -> int:
        """The green troops an attack on Jerusalem now would have to beat: the garrison as the
        attack will find it, and the green cubes waiting inside the tower, which fall against
        him in its first round."""
        return self.garrison_to_come(state) + state.tower.count("green")

    def strong_enough_for_jerusalem(self, state: KreuzesState, knight: Knight) -> bool:
        """Whether he has a fair chance (attack_chance) of taking Jerusalem in one siege against
        a defender who fields, round by round, what serves him best (ai_odds.take_chance)."""
        return self.take(knight.troops, self.garrison_met(state)) >= self.attack_chance(state)

    def strikes(self, state: KreuzesState, seat: int) -> bool:
        """Whether the seat's knight attacks Jerusalem now, or goes on after a won round, to
        take it: a fair chance, or a lesser one (PRESS_ON) with a rival near who would take
        what he leaves."""
        knight = state.knights[seat]
        if self.strong_enough_for_jerusalem(state, knight):
            return True
        if not self.contested(state, seat):
            return False
        chance = siege_chance(state.tower.counts, knight.colour, knight.troops, self.garrison_to_come(state),
                              self.handful // 2, self.least_attack, self.halt_at, self.least_defence)
        return chance >= PRESS_ON

    def contested(self, state: KreuzesState, seat: int) -> bool:
        """Whether another knight, qualified and with the troops to attack, stands within
        CONTEST_REACH steps of Jerusalem."""
        to_j = self.dist[self.jerusalem]
        return any(other != seat and knight.troops >= self.least_attack and to_j[knight.space] <= CONTEST_REACH
                   and self.qualified(state, knight) for other, knight in enumerate(state.knights))

    def wears_down(self, state: KreuzesState, knight: Knight) -> bool:
        """Whether a knight should attack Jerusalem to wear its garrison down (WEAR) though he
        cannot hope to take it in one siege: when he can grow no stronger (without this,
        knights of 30 troops each stood before a garrison none could take alone, and self-play
        games never ended), and for the first attack of the game. The first attack calls every
        loose green troop near Jerusalem into its garrison, and Saracen Offensives bring more
        near it every few rounds; struck early, it shuts the gates on those still to come, and
        the Pope pays for it. Knights who waited until they could take it in one siege found,
        round after round, a garrison grown past the 30 troops a knight may have."""
        if not state.attacks:
            # The game's first attack is worth striking as soon as he may, however weak, with
            # the least (Judge.order): it shuts the gates on every loose stack still to come and
            # the Pope pays 5 treasure (10 troops) for it, won or lost, for 5 troops and 2 morale.
            # Knights who waited to be strong enough met a garrison grown past 30 and the
            # Saracens' reserve ran out (against random knights Normal won 11 of 12, from 8 of 11).
            return True
        if troop_box(self.kit, state, knight.colour) >= self.per_treasure:
            return False
        most = self.handful // 2
        defence = min(self.garrison_to_come(state), most)
        return win_chance(state.tower.counts, knight.colour, min(knight.troops, most), defence) >= WEAR

    def attack_chance(self, state: KreuzesState) -> float:
        """The least chance of taking Jerusalem at which a knight attacks it now."""
        box = green_box(self.kit, state)
        return max(LAST_CHANCE, ATTACK_CHANCE * min(1.0, box / LATE_RESERVE))

    def take(self, troops: int, garrison: int) -> float:
        return take_chance(troops, garrison, self.handful // 2, self.least_attack, self.halt_at, self.least_defence)

    def ready(self, state: KreuzesState, seat: int) -> bool:
        """Whether the seat's knight may and should attack Jerusalem once there: his Muslim
        cities taken, morale enough and a fair chance against the garrison."""
        knight = state.knights[seat]
        return self.qualified(state, knight) and self.strong_enough_for_jerusalem(state, knight)

    def would_attack(self, state: KreuzesState, seat: int) -> bool:
        """Whether, standing on Jerusalem, he would attack it (the order's Attack rule)."""
        knight = state.knights[seat]
        return self.qualified(state, knight) and knight.troops >= self.least_attack \
            and (self.strikes(state, seat) or self.wears_down(state, knight))

    def qualified(self, state: KreuzesState, knight: Knight) -> bool:
        """Whether he has the Muslim cities and the morale an attack on Jerusalem needs."""
        return muslim_taken(self.kit, knight) >= self.need(state) and knight.morale >= plan.MORALE_NEEDED

    def closer_and_safe(self, state: KreuzesState, action: Action) -> bool:
        """A step toward Jerusalem into a space whose fight, if any, he surely wins."""
        if not isinstance(action, Step):
            return False
        knight = state.knights[state.turn]
        to_j = self.dist[self.jerusalem]
        return to_j[action.space] < to_j[knight.space] and self.chance_on(state, knight, action.space) >= SAFE

    def best_march(self, state: KreuzesState, seat: int, goal: str | None = None) -> March | None:
        """The best this turn's cards can do toward the knight's goal (games/kreuzes/ai_route.py;
        `goal` when the caller knows it already), while he may still move on his turn; None otherwise."""
        if state.phase != "play" or state.combat is not None or state.siege is not None or state.tasks \
                or state.move.stopped or seat != state.turn:
            return None
        knight = state.knights[seat]
        cards = self.rules.config.cards
        hand = [c for c in state.hands[seat] if c in cards]
        held = Hand(
            cards=tuple(sorted((c, cards[c].terrain) for c in hand if cards[c].is_movement)),
            bonus=tuple(sorted(state.move.bonus)),
            quick=state.move.quick,
            quick_card=next((c for c in hand if cards[c].effect == "quick_march"), ""),
            step_cards=tuple(sorted({(c, cards[c].terrain) for c in hand if cards[c].effect == "step"})))
        blocked = frozenset(state.pirates) | frozenset(state.armies) | frozenset(s for s, _n in state.loose)
        safe = frozenset(s for s in blocked if self.chance_on(state, knight, s) >= SAFE)
        if not self.would_attack(state, seat):
            blocked |= {self.jerusalem}  # he waits at the gate, where no turn costs him morale
        return self.router.march(knight.space, held, goal or self.goal(state, seat), blocked, safe)

    def commit_floor(self, state: KreuzesState) -> int:
        """The fewest troops a sensible knight commits to the combat being fought: enough for
        his best chance of winning, less a little, with the tower's cubes falling too."""
        c = state.combat
        assert c is not None
        knight = state.knights[c.seat]
        most = min(knight.troops, self.handful - c.defenders)
        if most <= c.minimum:
            return c.minimum
        tower = state.tower.counts
        best = win_chance(tower, knight.colour, most, c.defenders)
        if best < HOPELESS:
            return c.minimum
        wanted = min(COMMIT_SURE, best - 0.03)
        return next(n for n in range(c.minimum, most + 1) if win_chance(tower, knight.colour, n, c.defenders) >= wanted)

    def goal(self, state: KreuzesState, seat: int) -> str:
        """The space the seat's knight is heading for now: Jerusalem when he may strike the
        game's first attack (wears_down), otherwise the first stop of his best plan."""
        knight = state.knights[seat]
        if not state.attacks and self.qualified(state, knight) and knight.troops >= self.least_attack \
                and self.wears_down(state, knight):
            return self.jerusalem
        return self.plan(state, seat)[1]

    def plan(self, state: KreuzesState, seat: int, read: bool = True) -> tuple[float, str]:
        """The worth of the seat's best plan (straight on through the Muslim cities he needs
        to Jerusalem, or by a Christian city to enlist or pray first) and where it heads now.
        `read`: with the rivals read (Hard's judgement), as this judge's knights plan."""
        knight = state.knights[seat]
        late = max(0, LATE_RESERVE - green_box(self.kit, state))
        limit = self.kit.by_size("cities", "muslim_limit", players=state.players)
        tokens = self.uncontested(state, seat) if read and self.hard else state.tokens
        return self._plan(knight, tokens, self.garrison_met(state),
                          troop_box(self.kit, state, knight.colour), self.need(state), late, limit)

    def uncontested(self, state: KreuzesState, seat: int) -> tuple[tuple[str, int, int], ...]:
        """The cities' tokens less each Muslim city a rival still short of his Muslim cities is
        heading for (his plan read plainly, as he would make it) and stands nearer to than the
        seat's knight: the rival takes it first, and whoever follows him there finds it gone
        and a turn or more lost. All of them while leaving those out would leave the knight
        fewer than he needs."""
        need = self.need(state)
        me = state.knights[seat]
        left = need - muslim_taken(self.kit, me)
        if left <= 0:
            return state.tokens
        muslim = self._open(state.tokens)[0]
        taken_first: set[str] = set()
        for other, knight in enumerate(state.knights):
            if other == seat or muslim_taken(self.kit, knight) >= need:
                continue
            goal = self.plan(state, other, read=False)[1]
            if goal in muslim and self.dist[goal][knight.space] < self.dist[goal][me.space]:
                taken_first.add(goal)
        if not taken_first or len(muslim) - len(taken_first) < left:
            return state.tokens
        return tuple(t for t in state.tokens if t[0] not in taken_first)

    @lru_cache(maxsize=65536)  # noqa: B019 - one Judge per Rules, which lives for the program
    def _open(self, tokens: tuple[tuple[str, int, int], ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The untaken Muslim and Christian cities."""
        return (tuple(c for c, _t, _d in tokens if self.faith.get(c) == "muslim"),
                tuple(c for c, _t, _d in tokens if self.faith.get(c) == "christian"))

    @lru_cache(maxsize=4096)  # noqa: B019
    def _onward(self, muslim: tuple[str, ...], christian: tuple[str, ...], left: int) -> tuple[tuple[str, int], ...]:
        """From each open Christian city, the steps on through `left` Muslim cities to Jerusalem."""
        return tuple((c, self.roads.left(c, muslim, left)[0]) for c in christian)

    @lru_cache(maxsize=256)  # noqa: B019
    def troops_wanted(self, garrison: int) -> int:
        """The troops that take Jerusalem's `garrison` with good odds (plan.TAKE), or all a
        knight can have."""
        most = self.kit.number("cubes", "troops_per_knight")
        return next((t for t in range(self.least_attack, most + 1) if self.take(t, garrison) >= plan.TAKE), most)

    @lru_cache(maxsize=65536)  # noqa: B019
    def _plan(self, knight: Knight, tokens: tuple[tuple[str, int, int], ...], garrison: int,
              box: int, need: int, late: int, limit: int) -> tuple[float, str]:
        """`late`: how far the green reserve is below LATE_RESERVE. With the Saracens' end
        near, every step costs more (HURRY), so a detour to enlist a few troops more is
        worth it only when they change his chance a lot. `limit`: the Muslim cities a knight
        may take."""
        here = knight.space
        step_cost = plan.STEP * (1 + HURRY * late)
        have = muslim_taken(self.kit, knight)
        left = max(0, need - have)
        muslim, christian = self._open(tokens)
        steps, first = self.roads.left(here, muslim, left)
        wanted = plan.PER_CITY * left + self.troops_wanted(garrison)
        troops, morale, treasure = knight.troops, knight.morale, knight.treasure

        def at_gate(troops: int, morale: int, steps: int) -> float:
            # Ready: his chance against the garrison, the nearer Jerusalem the surer. A stop to
            # enlist or pray is judged with what it brings here too: four troops more can turn
            # a hopeless assault into an even one.
            if left or morale < plan.MORALE_NEEDED:
                return 0.0
            return plan.JERUSALEM * self.take(troops, garrison) / (1 + 0.25 * steps * step_cost / plan.STEP)

        value = -step_cost * steps + plan.troop_worth(troops, wanted) + plan.morale_worth(morale) \
            + plan.TREASURE * treasure + at_gate(troops, morale, steps)
        goal = first
        if not left and (morale < plan.MORALE_NEEDED or troops < self.least_attack):
            # Short of the morale to attack with no Muslim city left to raise it, or of the
            # troops an attack needs, the road straight on leads nowhere: he must pray or
            # enlist first, however far the church (with the Saracens' end near, one with no
            # troops and 12 treasure walked about beside Jerusalem until it came).
            value = -10_000.0
        # Enlisting takes a turn in the city for each 5 treasure spent.
        spend = min(treasure, box // self.per_treasure)
        more = troops + self.per_treasure * spend
        enlisted = plan.troop_worth(more, wanted) + plan.morale_worth(morale) + plan.TREASURE * (treasure - spend) \
            - plan.STOP * step_cost * max(0, self.visits(spend) - 1)
        # Praying: once, or as many turns as it takes to reach the morale an attack on
        # Jerusalem needs (a knight at 0 on Jerusalem's space would otherwise sit there for
        # ever, no prayer alone being worth its road).
        prayer = min(self.most_morale, max(morale + self.pray, plan.MORALE_NEEDED))
        prayers = max(1, -(-(prayer - morale) // self.pray))
        prayed = plan.troop_worth(troops, wanted) + plan.TREASURE * treasure + plan.morale_worth(prayer) \
            - plan.STOP * step_cost * (prayers - 1)
        # The most a stop could be worth, were the city on his road:
        if max(enlisted + at_gate(more, morale, 0), prayed + at_gate(troops, prayer, 0)) \
                - plan.STOP * step_cost > value:
            to = self.dist
            for city, onward in self._onward(muslim, christian, left):
                road = to[city][here] + onward
                gain = max(enlisted + at_gate(more, morale, road), prayed + at_gate(troops, prayer, road))
                worth = gain - step_cost * (road + plan.STOP)
                if worth > value:
                    value, goal = worth, city
        if not left and have < limit and troops < wanted:
            # Short of troops with his Muslim cities taken: one more (he may take `limit`)
            # brings its treasure and morale, which a Christian city on the way turns into
            # troops. Without it, a knight with an empty purse stood before a garrison he
            # could not beat until the Saracens' reserve ran out.
            defended = tuple((c, d) for c, _t, d in tokens if c in muslim)
            for city, defenders, onward in self._raids(defended, christian):
                if troops < defenders + MUSLIM_MARGIN:
                    continue
                purse = treasure + self.muslim_treasure
                spend = min(purse, (box + defenders) // self.per_treasure)
                after = troops - defenders + self.per_treasure * spend
                spirit = min(self.most_morale, morale + self.muslim_morale)
                road = self.dist[city][here] + onward
                worth = plan.troop_worth(after, wanted) + plan.morale_worth(spirit) \
                    + plan.TREASURE * (purse - spend) + at_gate(after, spirit, road) \
                    - step_cost * (road + plan.STOP * (1 + self.visits(spend)))
                if worth > value:
                    value, goal = worth, city
        value += plan.CITY * min(have, need)
        return value, goal

    def visits(self, spend: int) -> int:
        """The turns in a city that enlisting with `spend` treasure takes."""
        return -(-spend // self.most_enlist)

    @lru_cache(maxsize=4096)  # noqa: B019
    def _raids(self, muslim: tuple[tuple[str, int], ...],
               christian: tuple[str, ...]) -> tuple[tuple[str, int, int], ...]:
        """Each open Muslim city with its defenders, and the fewest steps from it by a Christian
        city (to enlist with its treasure) on to Jerusalem."""
        to_j = self.dist[self.jerusalem]
        return tuple((city, defenders, min((self.dist[c][city] + to_j[c] for c in christian), default=10_000))
                     for city, defenders in muslim)

    def enemies_on(self, state: KreuzesState, space: str) -> int:
        """The green troops a knight entering `space` would fight (pirates, armies, loose)."""
        discs = state.pirates.count(space) + state.armies.count(space)
        return discs * self.kit.number("saracens", "defenders") + dict(state.loose).get(space, 0)

    def chance_on(self, state: KreuzesState, knight: Knight, space: str) -> float:
        """His chance of winning the fight that entering `space` starts (1 with none there)."""
        green = self.enemies_on(state, space)
        if not green:
            return 1.0
        return win_chance(state.tower.counts, knight.colour, min(knight.troops, self.handful - green), green)

    def clears(self, state: KreuzesState, knight: Knight, space: str) -> bool:
        """Whether stepping onto `space` fights loose green troops there that he surely beats,
        and beating them counts: they are near enough Jerusalem to join its garrison at the
        first attack, or the Saracens' reserve is low and he has his Muslim cities and morale
        (a knight still on his way to them who cleared every stack he passed against random
        knights, who leave new ones every round, went back and forth for rounds)."""
        if not dict(state.loose).get(space, 0) or self.chance_on(state, knight, space) < SAFE:
            return False
        joins = not state.attacks and self.dist[self.jerusalem][space] <= self.march
        return joins or green_box(self.kit, state) < CLEAR_BELOW and self.qualified(state, knight)

    def worth_emptying(self, state: KreuzesState, seat: int) -> bool:
        """Green cubes inside fall against whoever fights next; a knight spends a purple cube
        on them when his big fight is near (ready, a few steps from Jerusalem), and otherwise
        only on many of them while he keeps another cube for Jerusalem."""
        green = state.tower.count("green")
        knight = state.knights[seat]
        if green == 0:
            return False
        # Near: his road leads into Jerusalem a few steps on. A knight beside it who goes back
        # to enlist keeps his cube (one spent his last on 2 green cubes and sailed off).
        near = self.dist[self.jerusalem][knight.space] <= 3 and self.goal(state, seat) == self.jerusalem
        return near or (knight.purple >= 2 and green >= EMPTY_AT)

    def demand(self, here: str, goal: str) -> Counter[str]:
        """The terrain cards the next few steps toward `goal` ask for: each step counts every
        terrain some shortest route may enter there (a route may take any of them)."""
        return self._demand(here, goal)

    @lru_cache(maxsize=4096)  # noqa: B019 - one Judge per Rules, which lives for the program
    def _demand(self, here: str, goal: str) -> Counter[str]:
        to_goal = self.dist[goal]
        spaces = self.rules.board.spaces
        layer, wanted = {here}, Counter[str]()
        for _ in range(ROUTE_LOOKAHEAD):
            layer = {n for s in layer for n in self.rules.board.neighbours[s] if to_goal[n] == to_goal[s] - 1}
            wanted.update({spaces[n].terrain for n in layer})
        return wanted

    def spare_cards(self, state: KreuzesState, seat: int) -> list[str]:
        """The Movement cards in the seat's hand that the road ahead will not use soon: a
        terrain it does not cross, or more of one than it asks for. A hand that keeps them
        draws nothing (the hand limit) and its knight stands still."""
        knight = state.knights[seat]
        goal = self.goal(state, seat)
        wanted = self.demand(knight.space, goal)
        cards = self.rules.config.cards
        if self.hard and not wanted[self.gate_terrain] and self.wants_the_gate_card(state, seat, goal):
            wanted = wanted + Counter({self.gate_terrain: 1})
        spare, kept = [], Counter[str]()
        for card in sorted(state.hands[seat]):
            spec = cards.get(card)
            if spec is None or not spec.is_movement or spec.terrain == "joker":
                continue
            kept[spec.terrain] += 1
            if kept[spec.terrain] > wanted[spec.terrain]:
                spare.append(card)
        return spare[:self.crowded(state, seat)]

    def wants_the_gate_card(self, state: KreuzesState, seat: int, goal: str) -> bool:
        """Whether a Hard knight heading for a city (`goal`) on his last leg keeps one card of
        Jerusalem's terrain though the next few steps toward it do not ask for it: with at most
        one Muslim city to go, Jerusalem within GATE_CARD_REACH steps and no Joker in hand. Thrown
        away there, the card that enters Jerusalem must be drawn again at its gate, and a knight
        who waits there for it loses a round or more."""
        knight = state.knights[seat]
        if goal == self.jerusalem or self.need(state) - muslim_taken(self.kit, knight) > 1 \
                or self.dist[self.jerusalem][knight.space] > GATE_CARD_REACH:
            return False
        cards = self.rules.config.cards
        return not any(cards[c].terrain == "joker" for c in state.hands[seat] if c in cards)

    def crowded(self, state: KreuzesState, seat: int) -> int:
        """How many cards must leave the hand for this turn's draws to fit its limit. Drawn by
        morale, a knight draws the same number whatever he discards, so a card the next few
        steps do not use is kept while there is room: the road beyond them may want it (one
        threw away both his Plains cards at Athens, drew none, and waited there two rounds)."""
        if state.option("draws") != "allowance":
            return len(state.hands[seat])  # the discards are replaced: a card not wanted may go
        movement, event = plan_draws(self.kit, state, seat)
        hand = self.kit.number("draws", "hand")
        cards = state.hands[seat]
        if state.option("hand_limit") == "5":
            return max(0, len(cards) + movement + event - hand["single"])
        if state.option("decks") == "one":
            return max(0, len(cards) + movement - hand["movement"] - hand["event"])
        return max(0, held(self.kit, state, seat, MOVEMENT) + movement - hand["movement"])

    # --- evaluation ---

    def values(self, state: KreuzesState) -> list[float]:
        green_inside = state.tower.count("green")
        out = []
        for seat, knight in enumerate(state.knights):
            if state.winner == seat:
                out.append(1000.0)
                continue
            value = self.plan(state, seat)[0]
            ready = muslim_taken(self.kit, knight) >= self.need(state)
            # Green cubes in the tower fall against whoever fights next, and in the battle for
            # Jerusalem most of all.
            value -= (0.5 if ready else 0.15) * green_inside
            out.append(value + 0.5 * knight.rewards + PURPLE * min(knight.purple, 1))
        return out

    def saracens(self, state: KreuzesState) -> float:
        """The Saracens' standing on the knights' scale: low while the green reserve is full,
        as high as a knight ready at Jerusalem's gate once it nears its end, and a win (1000)
        once it has come. A knight far ahead of the others still races the Saracens, so his
        search never finds every move equally winning and dawdles."""
        if state.winner is not None and not isinstance(state.winner, int):
            return 1000.0
        reserve = green_box(self.kit, state)
        threat = max(0, SARACEN_RESERVE - reserve) * (1 + state.exhausted)
        return -40.0 + 30.0 * state.exhausted + 3.0 * threat

    # --- what a sensible knight never does ---

    def never(self, state: KreuzesState, action: Action, facts: _Facts | None = None) -> bool:
        seat = state.turn if state.siege is None and state.combat is None else None
        if isinstance(action, Attack):
            knight = state.knights[state.turn]
            return not (self.strikes(state, state.turn) or self.wears_down(state, knight))
        if isinstance(action, Step) and action.space == self.jerusalem and seat is not None:
            # Each turn on Jerusalem's space without attacking costs 2 morale: a knight who
            # will not attack it waits at the gate.
            return not self.would_attack(state, seat)
        if isinstance(action, GoOn) and state.siege is not None:
            return not self.strikes(state, state.siege.seat)
        if isinstance(action, Halt) and state.siege is not None:
            return self.strikes(state, state.siege.seat)
        if isinstance(action, Empty):
            return not self.worth_emptying(state, state.turn)
        if isinstance(action, Commit) and state.combat is not None:
            return action.troops < (facts.floor() if facts is not None else self.commit_floor(state))
        if isinstance(action, Discard) and state.phase == "discard":
            # A card the road ahead asks for is never thrown away: the knight would stand
            # beside Jerusalem for rounds waiting to draw its like again.
            spec = self.rules.config.cards.get(action.card)
            spare = self._spare(state, state.turn, facts)
            return spec is not None and spec.is_movement and action.card not in spare
        if isinstance(action, Play) and state.phase == "play" and seat is not None and self.spends_a_step(action):
            # A card that gives steps this turn only (Quick March, Fair Wind, Forced March, a
            # Movement card played for its ship or banner) is played when the turn's march
            # takes those steps: one played Forced March at Athens and stood still, another
            # played a Plains card for its banner at sea, where no Plains step was to be had.
            march = facts.march() if facts is not None else self.best_march(state, seat)
            if march is None:
                return False
            spec = self.rules.config.cards[action.card]
            if spec.is_movement:
                return not any(m[0] == "step" and m[2] == action.card for m in march.first)
            return ("play", action.card, "") not in march.first
        if isinstance(action, (EndMoves, Step)) and state.phase == "play" and seat is not None:
            # His cards can carry him nearer his goal this turn: he marches there, and every
            # step is one of a march that gets there (games/kreuzes/ai_route.py).
            march = facts.march() if facts is not None else self.best_march(state, seat)
            goal = facts.goal() if facts is not None else self.goal(state, seat)
            here = self.dist[goal][state.knights[seat].space]
            if isinstance(action, Step) and self.clears(state, state.knights[seat], action.space):
                return False
            if march is not None and march.best < here:
                return isinstance(action, EndMoves) or ("step", action.space, action.card) not in march.first
            if isinstance(action, Step) and self.dist[goal][action.space] > here:
                # No card of his carries him nearer his goal this turn: a step away from it is
                # one he must walk back (a knight at Athens with Quick March and a Mountains
                # card wandered to Epirus, a turn farther from Jerusalem, while the Saracens'
                # reserve ran out).
                return True
        if isinstance(action, EndMoves) and self.ready(state, state.turn):
            # Ready and strong enough, he goes on toward Jerusalem whenever a safe step does:
            # far ahead of the other knights, every move looks winning to the search, and
            # standing still lets the Saracens' reserve run out.
            return any(self.closer_and_safe(state, a) for a in self._legal_of(state, facts))
        if isinstance(action, (EndDiscards, SetupDone)):
            # Keeping cards the road never uses fills the hand, and a full hand draws nothing: a
            # knight stands next to Jerusalem for ever without the Mountains card to enter it.
            seat = state.actor if isinstance(action, SetupDone) else state.turn
            spare = self._spare(state, seat, facts)
            legal = self._legal_of(state, facts)
            return any(isinstance(a, (Discard, SetupDiscard)) and a.card in spare for a in legal)
        if isinstance(action, Enlist):
            # Treasure buys nothing but troops, and the box and the city's limit already cap
            # what he may enlist: a knight who enlisted a little at a time stayed in the city a
            # turn longer for the rest.
            return any(isinstance(a, Enlist) and a.treasure > action.treasure for a in self._legal_of(state, facts))
        if seat is None:
            return False
        knight = state.knights[seat]
        city = self.rules.board.spaces[knight.space].city
        if isinstance(action, SkipCity) and state.phase == "city":
            # He came to this city for what it gives (troops, prayer, a third Muslim city's
            # treasure): passing it by leaves him where he stands, and a knight who did so
            # came back to it turn after turn while the Saracens' reserve ran out.
            legal = self._legal_of(state, facts)
            worth = [a for a in legal if not isinstance(a, SkipCity) and not self.never(state, a, facts)]
            return bool(worth) and self.goal(state, seat) == knight.space
        if isinstance(action, Plunder) and city is not None:
            if city.faith == "christian":
                # Short of the troops his road wants, a knight who may enlist here does: a
                # plunder spends the city's one action on a few treasure he must carry to
                # another church to turn into troops (one with 2 troops plundered Athens with
                # the Holy Lance, sailed for Crete, and the Saracens' reserve ran out).
                short = knight.troops < self.troops_wanted(self.garrison_met(state))
                may_enlist = any(isinstance(a, Enlist) for a in self._legal_of(state, facts))
                return knight.morale <= LOW_MORALE or (short and may_enlist)
            defenders = next((d for c, _t, d in state.tokens if c == city.id), 3)
            return knight.troops < defenders + MUSLIM_MARGIN
        return False

    def _legal_of(self, state: KreuzesState, facts: _Facts | None) -> list[Action]:
        return facts.legal() if facts is not None else self.rules.legal_actions(state)

    def spends_a_step(self, action: Play) -> bool:
        """Whether playing the card gives steps that last only this turn."""
        spec = self.rules.config.cards.get(action.card)
        return spec is not None and (spec.effect in ("quick_march", "step") or spec.is_movement)

    def _spare(self, state: KreuzesState, seat: int, facts: _Facts | None) -> list[str]:
        return facts.spare(seat) if facts is not None else self.spare_cards(state, seat)

    # --- move ordering ---

    def order(self, state: KreuzesState, actions: list[Action]) -> list[Action]:
        return list(self._in_order(state, actions, _Facts(self, state)))

    def first_of_order(self, state: KreuzesState, actions: list[Action], n: int) -> list[Action]:
        """The first `n` of `order(state, actions)`: a rollout looks at two, and `never` is asked
        only until they are found (it costs more than all the scores together). `actions` must
        be all of the position's legal actions, as a rollout has them."""
        return list(islice(self._in_order(state, actions, _Facts(self, state, legal=actions)), n))

    def _in_order(self, state: KreuzesState, actions: list[Action], facts: _Facts) -> Iterator[Action]:
        """The actions a sensible knight takes, best first; the first action if none is."""
        if Attack() in actions and not self.never(state, Attack(), facts):
            # Strong enough on Jerusalem: he attacks, the tower emptied first if it is worth it.
            yield from (a for a in actions if isinstance(a, Empty) and not self.never(state, a, facts))
            yield Attack()
            return
        sensible = False
        for _, action in sorted(enumerate(actions), key=lambda t: (-facts.score(t[1]), t[0])):
            if not self.never(state, action, facts):
                sensible = True
                yield action
        if not sensible:
            yield from actions[:1]


class _Facts:
    """What the order of one position's actions asks for, each worked out once: the
    combat's commitment floor, the knight's goal and his spare cards."""

    def __init__(self, judge: Judge, state: KreuzesState, legal: list[Action] | None = None) -> None:
        self.judge, self.state = judge, state
        self._floor: int | None = None
        self._goal: str | None = None
        self._spare: list[str] | None = None
        self._march: March | None = None
        self._marched = False
        self._legal = legal  # the position's legal actions, when the caller has them all

    def legal(self) -> list[Action]:
        if self._legal is None:
            self._legal = self.judge.rules.legal_actions(self.state)
        return self._legal

    def floor(self) -> int:
        if self._floor is None:
            self._floor = self.judge.commit_floor(self.state)
        return self._floor

    def goal(self) -> str:
        if self._goal is None:
            self._goal = self.judge.goal(self.state, self.state.turn)
        return self._goal

    def march(self) -> March | None:
        if not self._marched:
            self._march, self._marched = self.judge.best_march(self.state, self.state.turn, self.goal()), True
        return self._march

    def spare(self, seat: int) -> list[str]:
        if self._spare is None:
            self._spare = self.judge.spare_cards(self.state, seat)
        return self._spare

    def score(self, action: Action) -> float:
        state, judge = self.state, self.judge
        if isinstance(action, Commit) and state.combat is not None:
            return 10.0 - abs(action.troops - self.floor())  # enough, and no more, first
        if isinstance(action, SiegeAttack) and state.siege is not None \
                and not judge.strikes(state, state.siege.seat):
            return -float(action.troops)  # only to shut the gates and earn the Pope's reward: the least
        if isinstance(action, (SiegeAttack, SiegeDefend, Enlist)):
            return float(getattr(action, "troops", getattr(action, "treasure", 0)))  # more first
        if isinstance(action, (SetupDone, EndDiscards, GoOn)):
            return 5.0
        if isinstance(action, (Discard, SetupDiscard)):
            seat = state.actor if isinstance(action, SetupDiscard) else state.turn
            return 6.0 if action.card in self.spare(seat) else 0.0
        if isinstance(action, (Halt, SkipCity)):
            return 0.0
        knight = state.knights[state.turn]
        march = self.march() if isinstance(action, (Step, Play)) else None
        if march is not None and isinstance(action, Play) and ("play", action.card, "") in march.first:
            return 25.0  # Quick March or a step card first: the march needs it
        if isinstance(action, Step):
            if judge.clears(state, knight, action.space):
                return 21.0 + dict(state.loose)[action.space]
            if march is not None and ("step", action.space, action.card) in march.first:
                return 20.0
            to_goal = judge.dist[self.goal()]
            score = 4.0 + 3.0 * (to_goal[knight.space] - to_goal[action.space])
            score -= 0.5 if action.card.startswith("joker") else 0.0
            return score - 6.0 * (1.0 - judge.chance_on(state, knight, action.space))
        if isinstance(action, Attack):
            return 30.0
        if isinstance(action, Plunder):
            return 12.0
        if isinstance(action, Pray):
            return 15.0 if knight.morale < PRAY_BELOW else 1.0
        if isinstance(action, EndMoves):
            return 2.0
        return 3.0
