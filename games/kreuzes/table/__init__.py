"""Im Zeichen des Kreuzes' table (pygame): the map, the knights' cards, the hand and the tower."""
