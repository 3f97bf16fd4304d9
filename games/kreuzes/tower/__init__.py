"""The cube tower of Im Zeichen des Kreuzes on screen: the sandbox scene, its drawing, panels,
words and cube colours, and the session that runs the physics (physics/) off the drawing thread."""
