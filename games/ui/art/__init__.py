"""Generic drawing helpers every table and scene shares, so each is written once:

- `soft`: blurred shadows, glows and the translucent plates panels lie on;
- `colour`: colour arithmetic (shade, mix) and the ink that reads on a colour;
- `marks`: the seat marks (one shape per seat) and the seat chips that carry them;
- `fonts`: the house font (pygame_gui's Noto Sans) and text drawing, cutting and wrapping;
- `surfaces`: surfaces made ready for fast blitting to the window.

Game-specific art (palace colours, District arms, the tower's cubes) stays in its game."""
