"""The Kreuzes combat tower simulated in 2D with pymunk: no pygame, no game imports.

Units: millimetres, seconds, grams, radians; x to the right, y up. See physics/tower.py.
"""

from physics.config import Rect, Segment, TowerConfig, load_tower_config
from physics.contents import CubeState, TowerContents
from physics.playback import Clip, drop_clip, empty_clip
from physics.tower import DropOutcome, Frame, HandfulTooLarge, Pose, Tower

__all__ = [
    "Clip",
    "CubeState",
    "DropOutcome",
    "Frame",
    "HandfulTooLarge",
    "Pose",
    "Rect",
    "Segment",
    "Tower",
    "TowerConfig",
    "TowerContents",
    "drop_clip",
    "empty_clip",
    "load_tower_config",
]
