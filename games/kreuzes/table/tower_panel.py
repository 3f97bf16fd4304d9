"""The combat tower on the table, beside the map: the tower sandbox's own drawing (TowerArt,
its cube sprites) scaled into the panel, playing back the drop the resolver just made (the
physics' DropOutcome made a Clip), the tray counted, the cubes of this drop told apart from
older ones it knocked out (those are ringed), the cubes inside by colour always listed, and the
result in words once the cubes rest, in the place kept for it (never over the tower). Without a
playback (a loaded match) the result shows at once.

A drop plays in slow motion (DROP_PACE of the physics' own time at the Normal speed, so the eye
can follow each cube; the Settings speed scales it further), clattering as the cubes knock, and
the counted tray and its words are then held long enough to read before the game goes on; Skip
ends both. Before a drop, the cubes waiting at the funnel are shown above the tower: the green
defenders and the knight's own, as he drags them there one by one."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

import pygame

from games.kreuzes.rules.battle import tray_words
from games.kreuzes.table.draw_pieces import cube_row
from games.kreuzes.table.palette import INK, PAPER
from games.kreuzes.tower import sprites as tower_sprites
from games.kreuzes.tower.draw import K_MM, MERLON_H, TABLE_Y, TowerArt
from games.kreuzes.tower.listen import Ears, Player
from games.kreuzes.tower.playback import Show
from games.ui import look
from games.ui.art import fonts
from games.ui.art.fonts import font, wrap
from physics import Tower
from physics.contents import CubeState, TowerContents
from physics.playback import DROP, EMPTY, Clip, clip_of
from physics.tower import DropOutcome

DROP_PACE = 0.4  # the drop's physics time per second of table time at the Normal speed: slow motion
READ_WORDS_PER_S = 3.5  # a watcher's reading pace, for how long the counted tray is held
HOLD_MIN_S, HOLD_MAX_S = 2.5, 9.0
MIN_CUBE_PX = 7  # a cube drawn smaller loses its colour's mark: on a small window cubes are drawn a little big


def hold_seconds(notes: list[str]) -> float:
    """How long the counted tray and its words stay before the game goes on (at the Normal speed)."""
    words = sum(len(n.split()) for n in notes)
    return min(HOLD_MAX_S, max(HOLD_MIN_S, words / READ_WORDS_PER_S))


@dataclass(frozen=True)
class Waiting:
    """The cubes at the funnel before a drop: the knight's (`mine`, at least `minimum`, `colour`:
    green for the defender of Jerusalem; None while another seat decides) and the defenders that
    fall with them (None: kept secret)."""

    colour: str
    mine: int | None
    minimum: int
    defenders: int | None


class _Place:
    """What TowerArt asks of a screen frame: a scale and where the tower's origin lies."""

    def __init__(self, s: float, origin: tuple[float, float]) -> None:
        self.s = s
        self._origin = origin

    def point(self, x: float, y: float) -> tuple[float, float]:
        return self._origin


@lru_cache(maxsize=1)
def physics_tower() -> Tower:
    return Tower.from_config()


def _extent() -> tuple[float, float, float, float]:
    """The tower and its tray in mm: left, right, bottom, top."""
    tower = physics_tower()
    probe = TowerArt(tower, _Place(1.0, (0.0, 0.0)))  # type: ignore[arg-type]
    return min(tower.tray.x0 - 6, probe.outer_left - 12), probe.outer_right + 24, TABLE_Y - 14, \
        probe.top + MERLON_H + 8


@lru_cache(maxsize=1)
def tower_aspect() -> float:
    x0, x1, y0, y1 = _extent()
    return (x1 - x0) / (y1 - y0)


@lru_cache(maxsize=4)
def _art(box: tuple[int, int, int, int]) -> TowerArt:
    """The tower and its tray fitted into `box` (painting takes tens of milliseconds: once per size)."""
    tower = physics_tower()
    x0, x1, y0, y1 = _extent()
    r = pygame.Rect(box)
    k = min(r.width / (x1 - x0), r.height / (y1 - y0))
    s = k / (K_MM * 1.0)
    ox = r.centerx - (x0 + x1) / 2 * k
    oy = r.bottom + y0 * k
    return TowerArt(tower, _Place(s, (ox, oy)))  # type: ignore[arg-type]


def make_clip(outcome: DropOutcome, dropped: Counter[str] | None, emptying: bool) -> Clip:
    """The table's playback of a drop the resolver made: which cubes are new comes from the drop
    the rules asked for (the last ids), else from where the frames start them (above the entry)."""
    tower = physics_tower()
    first = outcome.frames[0].cubes if outcome.frames else ()
    if emptying:
        kind, new_ids = EMPTY, ()
    else:
        kind = DROP
        n = sum(dropped.values()) if dropped else sum(1 for p in first if p.y > tower.config.entry_y)
        top = outcome.inside.next_id
        new_ids = tuple(range(top - n, top))
    fresh = set(new_ids)
    colour_of = {p.id: p.colour for p in first}
    before = TowerContents(tuple(CubeState(p.id, p.colour, p.x, p.y, p.angle) for p in first if p.id not in fresh),
                           0, min(fresh) if fresh else outcome.inside.next_id)
    dropped_colours = tuple(colour_of.get(i, "green") for i in new_ids)
    return clip_of(tower, kind, dropped_colours, new_ids, before, outcome, time.perf_counter())


def _colours(counts: Counter[str]) -> str:
    return tray_words(sorted(counts.items()))


def told(clip: Clip, notes: list[str]) -> list[str]:
    """The rules' notes of a drop with the tray retold from its playback: the cubes of this drop
    told apart from older ones it knocked out, and what stays inside the tower."""
    if clip.kind != DROP:
        return list(notes)
    fresh = set(clip.new_ids)
    colour = {c.id: c.colour for c in clip.before.cubes} | dict(zip(clip.new_ids, clip.dropped, strict=False))
    colour |= clip.colour_of
    out = clip.outcome.out_ids
    new_out = Counter(colour.get(i, "green") for i in out if i in fresh)
    old_out = Counter(colour.get(i, "green") for i in out if i not in fresh)
    tray = _colours(new_out)
    if old_out:
        tray = f"{tray} of this drop, and {_colours(old_out)} from an earlier drop"
    inside = Counter(c.colour for c in clip.outcome.inside.cubes)
    kept = Counter(c.colour for c in clip.outcome.inside.cubes if c.id in fresh)
    if not inside:
        stay = "Nothing stays inside the tower."
    else:
        verb = "stays" if inside.total() == 1 else "stay"
        mine = "all of this drop" if kept == inside else f"{_colours(kept)} of this drop" if kept else \
            "none of this drop"
        stay = f"{_colours(inside)} {verb} inside the tower ({mine})."
    told_notes: list[str] = [f"Out of the tower: {tray}."]
    for note in notes:
        if note.startswith("Out of the tower:"):
            _count, _, verdict = note.partition(". ")  # the rules' own count of the tray is retold above
            if verdict:
                told_notes.append(verdict)
        else:
            told_notes.append(note)
    return told_notes[:2] + [stay] + told_notes[2:]


@lru_cache(maxsize=256)
def _rendered(words: str, px: int, rgb: tuple[int, int, int], bold: bool) -> pygame.Surface:
    return font(px, bold).render(words, True, rgb)


@lru_cache(maxsize=64)
def _wrapped(words: str, px: int, width: int) -> tuple[str, ...]:
    """fonts.wrap, kept: measuring the words again every frame of a drop costs a tenth of a millisecond."""
    return tuple(wrap(words, px, width))


def _text(surface: pygame.Surface, words: str, px: int, rgb: tuple[int, int, int], pos: tuple[int, int],
          bold: bool = False, anchor: str = "topleft") -> None:
    """fonts.text, with the rendering kept: a drop redraws its counts sixty times a second."""
    image = _rendered(words, px, rgb, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    fonts.note_text(surface, words, rect, px)


class TowerPanel:
    def __init__(self) -> None:
        tower = physics_tower()
        self.show = Show(tower.config.sim.frame_hz, (), ())
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.art: TowerArt | None = None
        self.background: pygame.Surface | None = None
        self.counts: dict[str, int] = {}  # inside, by colour, as the rules' view says
        self.result: list[str] = []  # the last outcome in words
        self.fresh: set[int] = set()  # ids of the cubes the last drop let go
        self.skip_rect = pygame.Rect(0, 0, 0, 0)
        self.words = pygame.Rect(0, 0, 0, 0)  # where the tray's count and the result are told
        self.funnel = pygame.Rect(0, 0, 0, 0)  # above the tower: the cubes waiting to be dropped
        self.mine_rect = pygame.Rect(0, 0, 0, 0)  # the knight's own cubes there (one is dragged back off)
        self.waiting: Waiting | None = None
        self.px = 14
        self.sounds: Player | None = None  # the app's sound player, once the table is given it
        self.ears = Ears()
        self.hold = 0.0  # seconds the counted tray is still held
        self._hold_s = 0.0
        self.emptied = False  # the last thing played was the tower shaken empty
        self._told_from: list[str] = []  # the rules' notes the result was told from

    def clear_tray(self) -> None:
        """A new combat begins: the last drop's (or emptying's) tray and words are put away."""
        if self.show.busy:
            return
        self.show.show_state(self.show.inside, ())
        self.fresh = set()
        self.result = []

    # --- layout ---

    def layout(self, rect: pygame.Rect, px: int) -> None:
        self.rect = pygame.Rect(rect)
        self.px = px
        line = round(px * 1.35)
        self.funnel = pygame.Rect(rect.x + 10, rect.y + 6 + 2 * line, rect.width - 20, 2 * line)
        head = 4 * line + 8  # the counts inside, and the cubes waiting at the funnel
        tall = rect.height - head - 8
        beside = rect.width - 24 - round(tall * tower_aspect())
        if beside >= 11 * px:  # a wide panel: the words go beside the tower, which takes the whole height
            box = pygame.Rect(rect.x + 12, rect.y + head, rect.width - 24 - beside, tall)
            self.words = pygame.Rect(box.right + 8, rect.y + head, rect.right - box.right - 18, tall)
        else:
            # a narrow panel: the words share the place above the tower with the cubes waiting at
            # the funnel (never both at once but in a siege's later rounds, where the words go under
            # the cubes), so the tower takes all the height below; words too many for it are left to
            # the decision panel under the tower, never laid over the falling cubes (see _draw_words)
            self.words = pygame.Rect(rect.x + 10, self.funnel.y, rect.width - 20, 3 * line)
            box = pygame.Rect(rect.x + 6, self.words.bottom + 4, rect.width - 12, rect.bottom - self.words.bottom - 10)
        self.art = _art(tuple(box))  # type: ignore[arg-type]
        tower_sprites.warm(["green", "yellow", "red", "blue", "black", "skyblue"], max(self.art.cube_px, MIN_CUBE_PX))
        self.background = None
        self.skip_rect = pygame.Rect(rect.right - 8 - px * 4, rect.y + 6, px * 4, line)

    def paint_base(self, surface: pygame.Surface) -> None:
        """The sheet and the tray onto the table's still layer (the tower itself moves when shaken)."""
        assert self.art is not None
        look.sheet(surface, self.rect, radius=10, colour=pygame.Color(96, 66, 42))
        self.art.paint_tray(surface)

    # --- what to show ---

    def set_state(self, counts: dict[str, int], notes: list[str]) -> None:
        self.counts = dict(counts)
        if not self.show.busy:
            drawn = Counter(c.colour for c in self.show.inside)
            if drawn != Counter(self.counts):
                self.show.show_state((), ())  # positions unknown (a loaded match): the counts say it
                self.fresh = set()
            if notes and notes != self._told_from:  # the drop just played keeps its telling
                self.result = list(notes)

    def play(self, clip: Clip, notes: list[str]) -> None:
        self.show.show_state(self.show.inside, ())
        self.fresh = set(clip.new_ids)
        self.show.arrive(clip)
        self.emptied = clip.kind == EMPTY
        self.result, self._told_from = told(clip, notes), list(notes)
        self.hold, self._hold_s = 0.0, hold_seconds(self.result)

    def skip(self) -> None:
        """Skip: the cubes come to rest at once, and the game goes on."""
        if self.show.busy:
            self.show.skip()
        self.hold = 0.0
        if self.sounds is not None:
            self.sounds.stop_loop()

    def update(self, dt: float) -> None:
        """`dt` is table time (the Settings speed applied); the drop runs at DROP_PACE of it."""
        if self.show.busy:
            self.show.update(dt * DROP_PACE)
            if self.sounds is not None:
                self.ears.listen(self.show, self.sounds)
            if not self.show.busy:
                self.hold = self._hold_s
        elif self.hold > 0:
            self.hold = max(0.0, self.hold - dt)

    @property
    def busy(self) -> bool:
        """The cubes fall, or the counted tray is held for reading."""
        return self.show.busy or self.hold > 0

    @property
    def falling(self) -> bool:
        return self.show.busy

    # --- drawing a frame ---

    def draw(self, surface: pygame.Surface, glow: bool) -> None:
        art = self.art
        if art is None:
            return
        dx, dy = self.show.tower_offset()
        art.draw_tower(surface, dx, dy)
        if glow:
            art.draw_glow(surface, 1.0)
        px = max(art.cube_px, MIN_CUBE_PX)
        ids = self._drawn_ids()
        for (key, x, y, angle, _scale), cube_id in zip(self.show.cubes(), ids, strict=False):
            centre = art.point(x, y)
            tower_sprites.draw_cube(surface, key, px, centre, angle)
            if self.fresh and cube_id is not None and cube_id not in self.fresh and x < art.inner_left:
                pygame.draw.circle(surface, PAPER, centre, px * 0.85, 2)  # an older cube knocked out
        self._draw_counts(surface)
        self._draw_funnel(surface)
        self._draw_words(surface)

    def _drawn_ids(self) -> list[int | None]:
        show = self.show
        if show.phase in ("idle", "waiting"):
            return [c.id for c in show.inside + show.tray]
        if show.phase == "playing" and show.clip is not None:
            return [p.id for p in show.clip.frames[show.frame_index].cubes]
        return [None] * len(show.cubes())

    def _draw_counts(self, surface: pygame.Surface) -> None:
        px = self.px
        line = round(px * 1.35)
        inside = self.show.inside_counts() if self.show.busy else Counter(self.counts)
        with fonts.panel(self.rect, "tower"):
            _text(surface, "The tower", px, PAPER, (self.rect.x + 10, self.rect.y + 6), bold=True)
            if self.busy:
                pygame.draw.rect(surface, PAPER, self.skip_rect, border_radius=6)
                pygame.draw.rect(surface, INK, self.skip_rect, 1, border_radius=6)
                _text(surface, "Skip", px, INK, self.skip_rect.center, bold=True, anchor="center")
            x, y = self.rect.x + 10, self.rect.y + 6 + line
            cube = round(px * 0.9)
            if not inside:
                _text(surface, "Empty inside", px, PAPER, (x, y))
            for key, n in sorted(inside.items()):
                words = str(n)
                w = cube + 4 + font(px, True).size(words)[0]
                if x + w > self.rect.right - 6:
                    break
                tower_sprites.draw_cube(surface, key, cube, (x + cube / 2, y + line / 2), 0.0)
                _text(surface, words, px, PAPER, (x + cube + 4, y), bold=True)
                x += w + 10

    def _draw_words(self, surface: pygame.Surface) -> None:
        """The tray counted as the cubes land, then the result in words: only in the place kept for
        them (above the tower on a narrow panel, beside it on a wide one), never over the tower or
        its tray, so the cubes are watched to the end. The sentences that fit there are told whole;
        the decision panel just under the tower tells the whole result while it is held (the view's
        "After the drop")."""
        if self.art is None:
            return
        px = self.px
        line = round(px * 1.35)
        width = self.words.width
        top = self.words.y + self._funnel_rows() * line if self._above() else self.words.y
        out = self.show.out_counts()
        paragraphs = ["Out: " + ", ".join(f"{n} {c.replace('skyblue', 'sky blue')}" for c, n in sorted(out.items()))] \
            if out and self.falling else []
        if not self.falling:
            paragraphs += self.result
        room = max(0, (self.words.bottom - top) // line)
        lines: list[str] = []
        for note in paragraphs:
            more = list(_wrapped(note, px, width))
            if len(lines) + len(more) > room:
                break
            lines += more
        ringed = list(_wrapped("Ringed cubes in the tray fell from earlier drops.", px, width))
        if self.fresh and not self.falling and self._knocked_out() and lines and room >= len(lines) + len(ringed):
            lines += ringed
        with fonts.panel(self.rect, "tower"):
            for k, ln in enumerate(lines):
                _text(surface, ln, px, PAPER, (self.words.x, top + k * line))

    def _above(self) -> bool:
        """The words are told above the tower (a narrow panel), where the funnel's cubes wait."""
        return self.words.y == self.funnel.y

    def _funnel_rows(self) -> int:
        w = self.waiting
        if w is None or self.falling:
            return 0
        return (w.defenders is not None) + (w.mine is not None)

    def _draw_funnel(self, surface: pygame.Surface) -> None:
        """Above the tower, before a drop: the defenders and the knight's cubes waiting at the
        funnel, each row its number in words and as many cubes as fit."""
        self.mine_rect = pygame.Rect(0, 0, 0, 0)
        w = self.waiting
        if w is None or self.falling:
            return
        px = self.px
        line = round(px * 1.35)
        cube = round(px * 0.9)
        r = self.funnel
        rows: list[tuple[tuple[str, ...], str, int]] = []
        if w.defenders is not None:
            rows.append(((f"{w.defenders} defend", f"{w.defenders}"), "green", w.defenders))
        if w.mine is not None:
            least = f", at least {w.minimum}" if w.minimum else ""
            rows.append(((f"{w.mine} yours{least}", f"{w.mine} yours", f"{w.mine}"), w.colour, w.mine))
        with fonts.panel(self.rect, "tower"):
            for k, (options, key, n) in enumerate(rows):
                y = r.y + k * line
                words = next((o for o in options if font(px).size(o)[0] <= r.width - cube - 6), options[-1])
                _text(surface, words, px, PAPER, (r.x, y))
                x0 = r.x + font(px).size(words)[0] + 8
                # As many cubes as the number says, closer together where the funnel is narrow.
                side, step = cube_row(n, r.right - x0, cube)
                fit = n if r.right - x0 >= side else 0
                for i in range(fit):
                    tower_sprites.draw_cube(surface, key, side, (x0 + i * step + side / 2, y + line / 2), 0.0)
                if w.mine is not None and k == len(rows) - 1:
                    self.mine_rect = pygame.Rect(x0 - 2, y, max(cube + 4, round((fit - 1) * step) + side + 4), line)

    def _knocked_out(self) -> bool:
        return any(c.id not in self.fresh for c in self.show.tray)

    # --- hit tests ---

    def drop_zone(self) -> pygame.Rect:
        """Where cubes are let go into the tower: over it, its funnel, and the cubes waiting there."""
        if self.art is None:
            return pygame.Rect(0, 0, 0, 0)
        return self.art.tower_zone.union(self.art.funnel_zone).union(self.funnel)
