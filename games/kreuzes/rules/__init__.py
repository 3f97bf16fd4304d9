"""Kreuzes' pure rules so far: the cubes (the knights' colours, the defenders, the emptying cube)
and how a drop through the tower is counted. No pygame here."""
